import { sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import type { Db } from '../../db/pool.ts';
import { supervisionAllows } from '../system/index.ts';

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
};

/** The schools a regulator supervises, paged, with their active children, classes and staff where the school shares them. */
export function supervisedSchoolPage(db: Db, regulatorId: number, q: { pageNum: number; pageSize: number; name?: string }) {
  const where = sql`rs.regulator_id = ${regulatorId} ${q.name ? sql`and i.name ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<SupervisedSchoolRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from regulator_schools rs join institutions i on i.id = rs.school_id where ${where}`,
    // The page is cut first; the per-school counts run only for its rows (a regulator may
    // supervise tens of thousands of schools).
    select: (cut) => sql`
      with pg as (
        select i.id, i.name, i.address, i.region_keys, i.group_id, count(*) over () as total,
          ${supervisionAllows('entry', sql`rs.regulator_id`, sql`rs.school_id`)} as allow_entry,
          ${supervisionAllows('reports', sql`rs.regulator_id`, sql`rs.school_id`)} as allow_reports
        from regulator_schools rs join institutions i on i.id = rs.school_id
        where ${where} order by i.id ${cut}
      )
      select pg.id, pg.name, pg.address, pg.region_keys as "regionKeys", g.name as "groupName",
        pg.allow_entry as "allowEntry", pg.allow_reports as "allowReports",
        case when pg.allow_reports then
          (select count(*) from students st where st.school_id = pg.id and st.status = 1)::int end as "childCount",
        case when pg.allow_reports then
          (select count(*) from classes c where c.school_id = pg.id and c.status = 1)::int end as "classCount",
        case when pg.allow_reports then
          (select count(*) from members m where m.institution_id = pg.id and m.status = 1)::int end as "staffCount",
        pg.total::int as total
      from pg left join institutions g on g.id = pg.group_id
      order by pg.id`,
  });
}
