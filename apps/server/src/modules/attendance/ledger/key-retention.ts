import { INTAKE_LIMITS } from '@kg/shared/modules/attendance/ledger';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceEventKeys as keys } from '../../../db/schema/index.ts';

/** Keys deleted per statement: a short lock each, so the intake's inserts never wait long. */
const CHUNK = 10_000;
const DAY_MS = 86_400_000;

/**
 * Deletes the intake's idempotence keys of events older than INTAKE_LIMITS.maxAgeDays: the
 * intake refuses such an event by its time (ledger-routes.ts), so a resend of it can no longer
 * be stored twice and its key has done its work. The events themselves stay (the ledger keeps
 * every month). Runs daily (attendance.key-retention, 03:17 China time) in chunks; answers how
 * many keys went.
 */
export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - INTAKE_LIMITS.maxAgeDays * DAY_MS);
  let total = 0;
  for (;;) {
    const gone = await db.execute(sql`delete from ${keys} where ctid = any(array(
      select ctid from ${keys} where ${keys.happenedAt} < ${before} limit ${CHUNK}))`);
    total += gone.rowCount ?? 0;
    if ((gone.rowCount ?? 0) < CHUNK) return total;
  }
}
