import { InstitutionType } from '@kg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { groupOf } from '../../core/scope.ts';
import type { Db } from '../../db/pool.ts';

// a 'group' endpoint's scope resolves through the same check (core/scope.ts)
export { groupOf };

/**
 * The schools of the caller's group the caller may reach, as a condition on a school id column:
 * every school of the group for its administrator and for an employee with the whole range,
 * else those listed for the employee (group_employee_schools).
 */
export function inGroupScope(s: SessionInfo, schoolId: SQL): SQL {
  const groupId = groupOf(s);
  const inGroup = sql`${schoolId} in (select id from institutions where group_id = ${groupId} and type = ${InstitutionType.school})`;
  if (s.isAdmin || s.allRange) return inGroup;
  return sql`(${inGroup} and ${schoolId} in (select school_id from group_employee_schools
    where group_id = ${groupId} and member_id = ${s.memberId}))`;
}

/** Refuses (404, as for any id the caller cannot see) a school outside the caller's group scope. */
export async function assertSchoolInScope(db: Db, s: SessionInfo, schoolId: number): Promise<void> {
  const r = await db.execute(sql`select 1 where ${inGroupScope(s, sql`${schoolId}::bigint`)}`);
  if (r.rows.length === 0) throw new AppError('common-0405');
}
