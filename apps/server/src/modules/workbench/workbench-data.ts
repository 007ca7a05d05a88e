import { PROFILE_FIELDS, type ProfileField } from '@kg/shared/modules/workbench/workbench';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { institutions, members, staffProfiles, wechatBinds } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import { type DashboardMetric, metricValue, type Registry } from '../../platform/extensions/index.ts';

/** The workbench's reads: the school's counts, onboarding facts. */

// the shared profile fields are staff_profiles' own keys: a renamed column fails here
const PROFILE = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, staffProfiles[f]])) as { [F in ProfileField]: (typeof staffProfiles)[F] };

/** The member's profile fields still empty (a member without a profile row misses them all). */
export async function missingProfileFields(db: Db, schoolId: number, memberId: number): Promise<ProfileField[]> {
  const [found] = await db
    .select(PROFILE)
    .from(members)
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, members.institutionId), eq(staffProfiles.memberId, members.id)))
    .where(and(eq(members.institutionId, schoolId), eq(members.id, memberId)));
  const row: Partial<Record<ProfileField, unknown>> = found ?? {};
  return PROFILE_FIELDS.filter((f) => row[f] === null || row[f] === undefined || String(row[f]).trim() === '');
}

export async function hasWechatBind(db: Db, accountId: number): Promise<boolean> {
  const r = await db.select({ one: sql`1` }).from(wechatBinds).where(eq(wechatBinds.accountId, accountId)).limit(1);
  return r.length > 0;
}

export type OverviewCounts = {
  schoolName: string;
  /** Children of the classes given; schoolChildCount counts the whole school. */
  childCount: number;
  schoolChildCount: number;
  classCount: number;
  staffCount: number;
  classNames: string[];
};

/**
 * Counts of a school over a set of its classes (`classes` selects id, name, sort): the figures are
 * garden's, read through the platform's dashboardMetrics.
 */
export async function overviewCounts(
  db: Db,
  metrics: Registry<DashboardMetric>,
  school: number,
  classes: SQL,
): Promise<OverviewCounts | undefined> {
  const i = alias(institutions, 'i');
  const mine = { id: sql`${i.id}`, classes: sql`select id from mc` };
  const fields = {
    schoolName: i.name,
    childCount: sql<number>`${metricValue(metrics, 'garden.children', mine)}`,
    schoolChildCount: sql<number>`${metricValue(metrics, 'garden.children', { id: sql`${i.id}` })}`,
    classCount: sql<number>`${metricValue(metrics, 'garden.classes', mine)}`,
    staffCount: sql<number>`${metricValue(metrics, 'garden.staff', { id: sql`${i.id}` })}`,
    // mc is the caller's class list (id, name, sort), not a table
    classNames: sql<string[]>`coalesce((select array_agg(name order by sort, id) from mc), '{}')`,
  };
  const [row] = await preparedRows<RowOf<typeof fields>>(
    db,
    sql`with mc as (${classes}) select ${selectList(fields)} from ${institutions} i where ${i.id} = ${school}`,
  );
  // the schema's row must stay the declared counts: a renamed or retyped column fails here
  const counts: OverviewCounts | undefined = row;
  return counts;
}

/** The active classes of a school, or of a member's class range. */
export const activeClasses = (school: number, memberId?: number) =>
  memberId === undefined
    ? sql`select c.id, c.name, c.sort from classes c where c.school_id = ${school} and c.status = 1`
    : sql`select c.id, c.name, c.sort from member_class_ranges r join classes c on c.school_id = r.school_id and c.id = r.class_id
          where r.school_id = ${school} and r.member_id = ${memberId} and c.status = 1`;
