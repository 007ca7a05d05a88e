import { SupervisionStatus } from '@kg/shared/modules/system/supervise';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What the authority may do with the school: enter it read-only, or see its figures (reports).
 * The latest accepted request decides; a link without one (the regulators' own set-up makes
 * those) allows both. For the regulator's entry and its list of schools.
 */
export const supervisionAllows = (what: 'entry' | 'reports', regulatorId: SQL, schoolId: SQL): SQL =>
  sql`coalesce((select ${what === 'entry' ? sql`sr.allow_entry` : sql`sr.allow_reports`} from supervision_requests sr
    where sr.school_id = ${schoolId} and sr.regulator_id = ${regulatorId} and sr.status = ${SupervisionStatus.accepted}
    order by sr.decided_at desc limit 1), true)`;
