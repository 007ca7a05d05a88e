import { sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { reachableBodies, staffMay, supervisionAllows } from '../../../platform/tenancy/index.ts';

/** Whether an enabled regulator supervises the institution. */
export async function isRegulated(db: Db, institutionId: number): Promise<boolean> {
  const r = await db.execute<{ regulated: boolean }>(sql`select exists (
    select 1 from regulator_schools rs join institutions reg on reg.id = rs.regulator_id
    where rs.school_id = ${institutionId} and not reg.disabled) as "regulated"`);
  return Boolean(r.rows[0]?.regulated);
}

export type SupervisedSchoolRow = {
  id: number;
  name: string;
  address: string | null;
  regionKeys: string | null;
  groupName: string | null;
  childCount: number | null;
  classCount: number | null;
  staffCount: number | null;
  allowEntry: boolean;
  allowReports: boolean;
  unitId: number;
  unitName: string;
};

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
  const [reg, mem] = [sql`${who.regulatorId}::bigint`, sql`${who.memberId}::bigint`];
  const where = sql`rs.regulator_id in ${reachableBodies(reg, mem)}
    ${q.name ? sql`and i.name ilike ${containsPattern(q.name)}` : sql``}
    ${q.unitId ? sql`and rs.regulator_id = ${q.unitId}` : sql``}`;
  return pagedQuery<SupervisedSchoolRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(distinct rs.school_id)::int as n from regulator_schools rs join institutions i on i.id = rs.school_id where ${where}`,
    // The page is cut first; the per-school counts run only for its rows (a regulator may
    // supervise tens of thousands of schools).
    select: (cut) => sql`
      with sch as (
        select rs.school_id as id, (array_agg(rs.regulator_id order by rs.regulator_id <> ${reg}, rs.regulator_id))[1] as unit_id,
          bool_or(${supervisionAllows('entry', sql`rs.regulator_id`, sql`rs.school_id`)}) as allow_entry,
          bool_or(${supervisionAllows('reports', sql`rs.regulator_id`, sql`rs.school_id`)}) as allow_reports
        from regulator_schools rs join institutions i on i.id = rs.school_id
        where ${where} group by rs.school_id
      ), staff as (
        select ${staffMay('entry', reg, mem)} as entry, ${staffMay('reports', reg, mem)} as reports
      ), pg as (
        select i.id, i.name, i.address, i.region_keys, i.group_id, sch.unit_id, count(*) over () as total,
          sch.allow_entry and staff.entry as allow_entry, sch.allow_reports and staff.reports as allow_reports
        from sch join institutions i on i.id = sch.id cross join staff
        order by i.id ${cut}
      )
      select pg.id, pg.name, pg.address, pg.region_keys as "regionKeys", g.name as "groupName",
        pg.allow_entry as "allowEntry", pg.allow_reports as "allowReports", pg.unit_id as "unitId", u.name as "unitName",
        case when pg.allow_reports then
          (select count(*) from students st where st.school_id = pg.id and st.status = 1)::int end as "childCount",
        case when pg.allow_reports then
          (select count(*) from classes c where c.school_id = pg.id and c.status = 1)::int end as "classCount",
        case when pg.allow_reports then
          (select count(*) from members m where m.institution_id = pg.id and m.status = 1)::int end as "staffCount",
        pg.total::int as total
      from pg join institutions u on u.id = pg.unit_id left join institutions g on g.id = pg.group_id
      order by pg.id`,
  });
}
