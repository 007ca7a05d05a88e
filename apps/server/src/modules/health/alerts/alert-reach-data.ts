import { maskName } from '@kg/shared';
import type { AlertState, ReachAlertRow } from '@kg/shared/modules/health/alerts';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { assertSchoolInScope, authorityOf, inGroupScope, schoolReach } from '../../group/index.ts';
import { pagedAlerts } from './alert-data.ts';

interface ReachQuery {
  pageNum: number;
  pageSize: number;
  state?: AlertState;
  schoolId?: number;
}
type ReachRow = ReachAlertRow;

const schoolColumns = sql`, a.school_id as "schoolId", (select i.name from institutions i where i.id = a.school_id) as "schoolName"`;

/** Staff names of a school leave the group and the authority masked: they read the alert, not the people. */
const masked = <T extends ReachRow>(rows: T[]) =>
  rows.map((r) => ({ ...r, acknowledgedBy: r.acknowledgedBy && maskName(r.acknowledgedBy), closedBy: r.closedBy && maskName(r.closedBy) }));

async function reachList(db: Db, inScope: SQL, q: ReachQuery) {
  const where = q.schoolId ? sql`${inScope} and a.school_id = ${q.schoolId}` : inScope;
  const page = await pagedAlerts<ReachRow>(db, where, q, schoolColumns);
  return { ...page, list: masked(page.list) };
}

/** The alerts of the schools a group console's caller reaches (every school for its administrators). */
export async function groupAlerts(db: Db, s: SessionInfo, q: ReachQuery) {
  if (q.schoolId) await assertSchoolInScope(db, s, q.schoolId);
  return reachList(db, inGroupScope(s, sql`a.school_id`), q);
}

/** The alerts of the schools whose figures an authority's staff member may see. */
export async function authorityAlerts(db: Db, s: SessionInfo, q: ReachQuery) {
  const reach = (school: SQL) => schoolReach('reports', sql`${authorityOf(s)}::bigint`, sql`${s.memberId}::bigint`, school);
  if (q.schoolId) {
    const r = await db.execute(sql`select 1 where ${reach(sql`${q.schoolId}::bigint`)}`);
    if (r.rows.length === 0) throw new AppError('common-0405');
  }
  return reachList(db, reach(sql`a.school_id`), q);
}
