import { sql } from 'drizzle-orm';
import { anyId } from '../../../core/scope.ts';
import type { Tx } from '../../../platform/extensions/index.ts';

/**
 * A child who leaves or graduates is no longer cared for here: the ongoing care records finish
 * (so their reminders stop) and stay, with their views and entries, as the child's history.
 */
export async function finishCareOf(tx: Tx, schoolId: number, childIds: readonly number[]): Promise<number> {
  const r = await tx.execute(sql`update care_records set state = 'finished', updated_at = now(), finished_at = coalesce(finished_at, now())
    where school_id = ${schoolId} and student_id = ${anyId(childIds)} and state = 'ongoing'`);
  return r.rowCount ?? 0;
}
