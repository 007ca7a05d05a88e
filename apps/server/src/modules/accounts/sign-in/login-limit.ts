import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { loginFailures } from '../../../db/schema/index.ts';

/** Failures in a row that cost an address a wait: for one account, and (a shared NAT) for any. */
export const FAILURES_PER_STEP = 5;
export const ADDRESS_FAILURES_PER_STEP = FAILURES_PER_STEP * 4;
/** The waits double from a minute up to this. */
export const MAX_WAIT_MINUTES = 60;
const MINUTE = 60_000;
/** How far back failures count; and how long a sign-in makes an address known to its account. */
const HISTORY_MS = 24 * 60 * MINUTE;
const KNOWN_MS = 30 * 24 * 60 * MINUTE;

/** The wait after the n-th failure in a row: none until a step is full, then 1, 2, 4, … minutes, capped. */
export function waitAfter(n: number, step: number): number {
  if (n < step || n % step !== 0) return 0;
  return Math.min(2 ** (n / step - 1), MAX_WAIT_MINUTES) * MINUTE;
}

type Stamp = Date | string | null;
interface Counts {
  pair: number;
  pair_last: Stamp;
  address: number;
  address_last: Stamp;
  account: number;
  account_first: Stamp;
  known: boolean;
}

/**
 * Password sign-in limits. The address that keeps failing waits longer each time (per account,
 * and over all accounts); a stranger's failures cost the stranger, not the owner. The account's
 * own limit (five a minute from any address) still stops guessing spread over many addresses,
 * but spares an address the account signed in from lately; anyone else it locks out signs in
 * with an SMS code meanwhile, which this does not limit (SMS codes keep their own limits).
 */
export async function assertNotLockedOut(ctx: AppContext, account: string, ip: string): Promise<void> {
  const now = ctx.now().getTime();
  const history = new Date(now - HISTORY_MS);
  const r = await ctx.db.execute(sql`
    with acc as (select id from accounts where phone = ${account}),
      since as (select greatest(${history}::timestamptz, coalesce((select max(s.created_at) from sessions s
        where s.account_id = (select id from acc) and s.ip = ${ip}), '-infinity'::timestamptz)) as t)
    select
      (select count(*) from login_failures where account = ${account} and ip = ${ip} and created_at > (select t from since))::int as pair,
      (select max(created_at) from login_failures where account = ${account} and ip = ${ip} and created_at > (select t from since)) as pair_last,
      (select count(*) from login_failures where ip = ${ip} and created_at > ${history})::int as address,
      (select max(created_at) from login_failures where ip = ${ip} and created_at > ${history}) as address_last,
      (select count(*) from login_failures where account = ${account} and created_at > ${new Date(now - MINUTE)})::int as account,
      (select min(created_at) from login_failures where account = ${account} and created_at > ${new Date(now - MINUTE)}) as account_first,
      exists (select 1 from sessions s where s.account_id = (select id from acc) and s.ip = ${ip}
        and s.created_at > ${new Date(now - KNOWN_MS)}) as known`);
  const c = r.rows[0] as unknown as Counts;
  const until = (last: Stamp, waitMs: number) => (last && waitMs > 0 ? new Date(last).getTime() + waitMs : 0);
  const ends = [
    until(c.pair_last, waitAfter(c.pair, FAILURES_PER_STEP)),
    until(c.address_last, waitAfter(c.address, ADDRESS_FAILURES_PER_STEP)),
    !c.known && c.account >= FAILURES_PER_STEP ? until(c.account_first, MINUTE) : 0,
  ];
  const retryAfter = Math.ceil((Math.max(...ends) - now) / 1000);
  if (retryAfter > 0) throw new AppError('iam-0002', { data: { retryAfter } });
}

export async function recordFailure(ctx: AppContext, account: string, ip: string): Promise<void> {
  await ctx.db.insert(loginFailures).values({ account: account.slice(0, 64), ip, createdAt: ctx.now() });
}
