import type { Input } from '@kg/shared';
import type { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classDetail } from './class-data.ts';
import type { Runner } from './class-lookup.ts';

/** The graduated classes (status 2) of the caller's range: list, options and detail. */

type GraduateClassRow = {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  graduatedAt: string | null;
  graduateYear: number | null;
  studentCount: number;
  teacherNames: string;
};

const yearIs = (year: number | undefined) => (year ? sql`and extract(year from c.graduated_at) = ${year}` : sql``);

/** Graduated classes, newest first, by name and graduation year; staff names include those who left since. */
export function listGraduatedClasses(db: Db, schoolId: number, range: number[] | null, q: Input<typeof classTermEndpoints.graduatedList>) {
  const where = sql`c.school_id = ${schoolId} and c.status = 2 and ${inRange(sql`c.id`, range)}
      ${q.name ? sql`and c.name ilike ${containsPattern(q.name)}` : sql``}
      ${yearIs(q.graduateYear)}`;
  return pagedQuery<GraduateClassRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    select: sql`select c.id, c.name, c.grade_id as "gradeId", g.name as "gradeName", c.graduated_at as "graduatedAt",
          extract(year from c.graduated_at)::int as "graduateYear",
          (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 2)::int as "studentCount",
          coalesce((select string_agg(m.real_name, '、' order by m.id) from member_class_ranges mr
            join members m on m.institution_id = mr.school_id and m.id = mr.member_id
            where mr.school_id = c.school_id and mr.class_id = c.id), '') as "teacherNames",
          count(*) over () as total
        from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
        where ${where} order by c.graduated_at desc nulls last, c.sort, c.id`,
    count: sql`select count(*) as n from classes c where ${where}`,
  });
}

/** Graduated classes as options, newest first, optionally of one graduation year. */
export async function graduatedClassOptions(db: Runner, schoolId: number, range: number[] | null, graduateYear?: number) {
  const r = await db.execute<{ id: number; name: string; graduatedAt: string | null; graduateYear: number | null }>(sql`select c.id,
      c.name, c.graduated_at as "graduatedAt", extract(year from c.graduated_at)::int as "graduateYear"
    from classes c where c.school_id = ${schoolId} and c.status = 2 and ${inRange(sql`c.id`, range)} ${yearIs(graduateYear)}
    order by c.graduated_at desc nulls last, c.sort, c.id`);
  return r.rows;
}

/** A graduated class with its graduates' counts and staff; an active class is not found here. */
export async function graduatedClassDetail(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const d = await classDetail(db, schoolId, range, id);
  if (d.status !== 2) throw notFound();
  return d;
}
