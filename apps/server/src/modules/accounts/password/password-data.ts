import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts } from '../../../db/schema/index.ts';

/** Whether the account must still replace its initial password, and its own phone. */
export async function needsNewPassword(db: Db, accountId: number): Promise<{ needUpdatePassword: boolean; phone: string }> {
  const [acc] = await db
    .select({ need: accounts.needUpdatePassword, phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { needUpdatePassword: Boolean(acc?.need), phone: acc?.phone ?? '' };
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
