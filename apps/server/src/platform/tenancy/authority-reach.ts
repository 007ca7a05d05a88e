import { type SQL, sql } from 'drizzle-orm';
import { authorityOf } from '../../core/scope.ts';
import { supervisionAllows } from './supervision.ts';

// an 'authority' endpoint's scope resolves through the same check (core/scope.ts)
export { authorityOf };

type StaffRight = 'entry' | 'reports' | 'units';
const RIGHT_COLUMN: Record<StaffRight, SQL> = {
  entry: sql`reach_s.allow_entry`,
  reports: sql`reach_s.allow_reports`,
  units: sql`reach_s.with_units`,
};

/**
 * Whether an active staff member of the authority may use a right: an administrator always
 * may, others unless their scope row says no (no row allows all, as before scopes existed).
 */
export const staffMay = (right: StaffRight, regulatorId: SQL, memberId: SQL): SQL =>
  sql`coalesce((select reach_m.is_admin or coalesce(${RIGHT_COLUMN[right]}, true) from members reach_m
    left join regulator_staff_scopes reach_s on reach_s.institution_id = reach_m.institution_id and reach_s.member_id = reach_m.id
    where reach_m.institution_id = ${regulatorId} and reach_m.id = ${memberId} and reach_m.status = 1), false)`;

/**
 * The authorities whose schools a staff member reaches, as a subquery of ids: the own, and,
 * unless the member is limited to it, every enabled unit below it down the tree. A disabled
 * unit cuts off its branch. UNION (not UNION ALL) stops at a cycle should one ever be written.
 * Aliases are prefixed: the ids passed in may name a caller's own `m` or `rs` columns.
 */
export const reachableBodies = (regulatorId: SQL, memberId: SQL): SQL => sql`(with recursive reach_t(id) as (
    select ${regulatorId}::bigint
    union
    select reach_b.institution_id from regulator_bodies reach_b join reach_t on reach_b.superior_id = reach_t.id
      join institutions reach_i on reach_i.id = reach_b.institution_id
    where not reach_i.disabled and ${staffMay('units', regulatorId, memberId)}
  ) select id from reach_t)`;

/**
 * Whether the staff member may enter a school read-only (or see its figures): some body of
 * their reach supervises it and the school allows that body this, and their own scope allows it.
 * For the entry code and its claim, which must agree with the list of schools.
 */
export const schoolReach = (what: 'entry' | 'reports', regulatorId: SQL, memberId: SQL, schoolId: SQL): SQL =>
  sql`(${staffMay(what, regulatorId, memberId)} and exists (select 1 from regulator_schools reach_rs
    where reach_rs.school_id = ${schoolId} and reach_rs.regulator_id in ${reachableBodies(regulatorId, memberId)}
      and ${supervisionAllows(what, sql`reach_rs.regulator_id`, sql`reach_rs.school_id`)}))`;
