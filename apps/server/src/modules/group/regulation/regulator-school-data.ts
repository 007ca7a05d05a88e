import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, institutions, members, regulatorSchools, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { reachableBodies, staffMay, supervisionAllows } from '../../../platform/tenancy/index.ts';

const rs = alias(regulatorSchools, 'rs');
const i = alias(institutions, 'i');
const reg = alias(institutions, 'reg');
// the CTE pg holds the page's institutions' columns with its unit and what the staff member may do there
const pg = alias(institutions, 'pg');
const g = alias(institutions, 'g');
const u = alias(institutions, 'u');
const st = alias(students, 'st');
const c = alias(classes, 'c');
const m = alias(members, 'm');
const shared = (count: SQL) => sql<number | null>`(case when pg.allow_reports then (${count})::int end)`;
const FIELDS = {
  id: pg.id,
  name: pg.name,
  address: pg.address,
  regionKeys: pg.regionKeys,
  groupName: sql<string | null>`${g.name}`,
  allowEntry: sql<boolean>`pg.allow_entry`,
  allowReports: sql<boolean>`pg.allow_reports`,
  unitId: sql<number>`pg.unit_id`,
  unitName: u.name,
  childCount: shared(sql`select count(*) from ${students} st where ${st.schoolId} = ${pg.id} and ${st.status} = 1`),
  classCount: shared(sql`select count(*) from ${classes} c where ${c.schoolId} = ${pg.id} and ${c.status} = 1`),
  staffCount: shared(sql`select count(*) from ${members} m where ${m.institutionId} = ${pg.id} and ${m.status} = 1`),
};
const LIST = selectList(FIELDS);

/** Whether an enabled regulator supervises the institution. */
export async function isRegulated(db: Db, institutionId: number): Promise<boolean> {
  const found = await db
    .select({ id: rs.regulatorId })
    .from(rs)
    .innerJoin(reg, eq(reg.id, rs.regulatorId))
    .where(and(eq(rs.schoolId, institutionId), not(reg.disabled)))
    .limit(1);
  return found.length > 0;
}

/**
 * The schools an authority's staff member reaches (its own and, unless limited, its units'),
 * paged, with active children, classes and staff where the school shares them. A school
 * supervised by several bodies of the tree shows once, under the authority itself if it is one.
 */
export function supervisedSchoolPage(
  db: Db,
  who: { regulatorId: number; memberId: number },
  q: { pageNum: number; pageSize: number; name?: string; unitId?: number },
) {
  const [regulator, mem] = [sql`${who.regulatorId}::bigint`, sql`${who.memberId}::bigint`];
  const where = sql`${rs.regulatorId} in ${reachableBodies(regulator, mem)}
    ${q.name ? sql`and ${i.name} ilike ${containsPattern(q.name)}` : sql``}
    ${q.unitId ? sql`and ${rs.regulatorId} = ${q.unitId}` : sql``}`;
  return pagedQuery<RowOf<typeof FIELDS>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(distinct ${rs.schoolId})::int as n from ${regulatorSchools} rs join ${institutions} i on ${i.id} = ${rs.schoolId} where ${where}`,
    // The page is cut first; the per-school counts run only for its rows (a regulator may
    // supervise tens of thousands of schools).
    select: (cut) => sql`
      with sch as (
        select ${rs.schoolId} as id, (array_agg(${rs.regulatorId} order by ${rs.regulatorId} <> ${regulator}, ${rs.regulatorId}))[1] as unit_id,
          bool_or(${supervisionAllows('entry', sql`${rs.regulatorId}`, sql`${rs.schoolId}`)}) as allow_entry,
          bool_or(${supervisionAllows('reports', sql`${rs.regulatorId}`, sql`${rs.schoolId}`)}) as allow_reports
        from ${regulatorSchools} rs join ${institutions} i on ${i.id} = ${rs.schoolId}
        where ${where} group by ${rs.schoolId}
      ), staff as (
        select ${staffMay('entry', regulator, mem)} as entry, ${staffMay('reports', regulator, mem)} as reports
      ), pg as (
        select i.*, sch.unit_id, count(*) over () as total,
          sch.allow_entry and staff.entry as allow_entry, sch.allow_reports and staff.reports as allow_reports
        from sch join ${institutions} i on ${i.id} = sch.id cross join staff
        order by ${i.id} ${cut}
      )
      select ${LIST}, pg.total
      from pg join ${institutions} u on ${u.id} = pg.unit_id left join ${institutions} g on ${g.id} = ${pg.groupId}
      order by ${pg.id}`,
  });
}
