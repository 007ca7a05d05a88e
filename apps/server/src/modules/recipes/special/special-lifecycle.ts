import { sql } from 'drizzle-orm';
import { anyId } from '../../../core/scope.ts';
import type { Tx } from '../../../platform/extensions/index.ts';

/**
 * A child who leaves or graduates eats no more school meals: out of every special-meal group, so
 * the groups list only children the kitchen cooks for. The groups themselves stay.
 */
export async function leaveSpecialGroups(tx: Tx, schoolId: number, childIds: readonly number[]): Promise<number> {
  const r = await tx.execute(sql`delete from special_group_students where school_id = ${schoolId} and student_id = ${anyId(childIds)}`);
  return r.rowCount ?? 0;
}
