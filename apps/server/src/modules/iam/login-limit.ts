import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** Five failures a minute per account or per address; the sixth attempt is refused. */
export const MAX_FAILURES_PER_MINUTE = 5;

export async function assertNotLockedOut(ctx: AppContext, account: string, ip: string): Promise<void> {
  const since = new Date(ctx.now().getTime() - 60_000);
  const r = await ctx.db.execute(sql`
    select (select count(*) from login_failures where account = ${account} and created_at > ${since})::int as by_account,
           (select count(*) from login_failures where ip = ${ip} and created_at > ${since})::int as by_ip`);
  const row = r.rows[0] as { by_account: number; by_ip: number };
  // an address behind a shared NAT gets more room than one account does
  if (row.by_account >= MAX_FAILURES_PER_MINUTE || row.by_ip >= MAX_FAILURES_PER_MINUTE * 4) throw new AppError('iam-0002');
}

export async function recordFailure(ctx: AppContext, account: string, ip: string): Promise<void> {
  await ctx.db.insert(loginFailures).values({ account: account.slice(0, 64), ip, createdAt: ctx.now() });
}
