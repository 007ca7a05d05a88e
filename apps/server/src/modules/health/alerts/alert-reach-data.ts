import { maskName } from '@kg/shared';
import type { AlertState, ReachAlertRow } from '@kg/shared/modules/health/alerts/alerts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { institutions } from '../../../db/schema/index.ts';
import { assertSchoolInScope, authorityOf, inGroupScope, schoolReach } from '../../../platform/tenancy/index.ts';
import { a, alertDetail, pagedAlerts } from './alert-data.ts';

interface ReachQuery {
  pageNum: number;
  pageSize: number;
  state?: AlertState;
  schoolId?: number;
}
type ReachRow = ReachAlertRow;

const i = alias(institutions, 'i');
const SCHOOL = {
  schoolId: a.schoolId,
  schoolName: sql<string>`(select ${i.name} from ${institutions} i where ${i.id} = ${a.schoolId})`,
};

/** Staff names of a school leave the group and the authority masked: they read the alert, not the people. */
const masked = <T extends ReachRow>(rows: T[]) =>
  rows.map((r) => ({ ...r, acknowledgedBy: r.acknowledgedBy && maskName(r.acknowledgedBy), closedBy: r.closedBy && maskName(r.closedBy) }));

async function reachList(db: Db, inScope: SQL, q: ReachQuery) {
  const where = q.schoolId ? sql`${inScope} and ${a.schoolId} = ${q.schoolId}` : inScope;
  const page = await pagedAlerts(db, where, q, SCHOOL);
  return { ...page, list: masked(page.list) };
}

/**
 * One alert of a school already checked to be in reach, as the school's drill-down shows it:
 * the children's names masked like the staff's, the school named.
 */
async function reachDetail(db: Db, schoolId: number, id: number) {
  const d = await alertDetail(db, schoolId, id, null);
  const [school] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, schoolId));
  const [row] = masked([{ ...d, schoolId, schoolName: school?.name ?? '' }]);
  return { ...row, children: d.children.map((c) => ({ ...c, name: maskName(c.name) })) };
}

/** The alerts of the schools a group console's caller reaches (every school for its administrators). */
export async function groupAlerts(db: Db, s: SessionInfo, q: ReachQuery) {
  if (q.schoolId) await assertSchoolInScope(db, s, q.schoolId);
  return reachList(db, inGroupScope(s, sql`${a.schoolId}`), q);
}

/** A group console's drill-down: an alert of a school outside the caller's reach is not found. */
export async function groupAlertDetail(db: Db, s: SessionInfo, q: { schoolId: number; id: number }) {
  await assertSchoolInScope(db, s, q.schoolId);
  return reachDetail(db, q.schoolId, q.id);
}

/** The schools whose figures an authority's staff member may see, as a condition on a school id. */
const authorityReach = (s: SessionInfo) => (school: SQL) =>
  schoolReach('reports', sql`${authorityOf(s)}::bigint`, sql`${s.memberId}::bigint`, school);

async function assertAuthorityReach(db: Db, s: SessionInfo, schoolId: number) {
  const r = await db.execute(sql`select 1 where ${authorityReach(s)(sql`${schoolId}::bigint`)}`);
  if (r.rows.length === 0) throw new AppError('common-0405');
}

/** The alerts of the schools whose figures an authority's staff member may see. */
export async function authorityAlerts(db: Db, s: SessionInfo, q: ReachQuery) {
  const reach = authorityReach(s);
  if (q.schoolId) await assertAuthorityReach(db, s, q.schoolId);
  return reachList(db, reach(sql`${a.schoolId}`), q);
}

/** An authority's drill-down: an alert of a school it may not see is not found. */
export async function authorityAlertDetail(db: Db, s: SessionInfo, q: { schoolId: number; id: number }) {
  await assertAuthorityReach(db, s, q.schoolId);
  return reachDetail(db, q.schoolId, q.id);
}
