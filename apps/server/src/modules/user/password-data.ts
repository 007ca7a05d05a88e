import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../db/pool.ts';
import { accounts } from '../../db/schema/index.ts';

/** Whether the account must still replace its initial password. */
export async function needsNewPassword(db: Db, accountId: number): Promise<boolean> {
  const [acc] = await db.select({ need: accounts.needUpdatePassword }).from(accounts).where(eq(accounts.id, accountId));
  return Boolean(acc?.need);
}

/** Stores a new password hash for the phone's account; answers its id, or undefined for no account. */
export async function setPasswordByPhone(ctx: AppContext, phone: string, passwordHash: string): Promise<number | undefined> {
  const [acc] = await ctx.db
    .update(accounts)
    .set({ passwordHash, needUpdatePassword: false, passwordChangedAt: ctx.now() })
    .where(eq(accounts.phone, phone))
    .returning({ id: accounts.id });
  return acc?.id;
}
