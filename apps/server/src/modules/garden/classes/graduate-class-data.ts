import type { Input } from '@kg/shared';
import type { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, grades, memberClassRanges, members, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { classDetail } from './class-data.ts';
import type { Runner } from './class-lookup.ts';

/** The graduated classes (status 2) of the caller's range: list, options and detail. */

const c = alias(classes, 'c');
const g = alias(grades, 'g');
const ROW = {
  id: c.id,
  name: c.name,
  gradeId: c.gradeId,
  gradeName: g.name,
  graduatedAt: c.graduatedAt,
  graduateYear: sql<number | null>`extract(year from ${c.graduatedAt})::int`,
  studentCount: sql<number>`(select count(*) from ${students} st where st.school_id = ${c.schoolId} and st.class_id = ${c.id} and st.status = 2)::int`,
  teacherNames: sql<string>`coalesce((select string_agg(m.real_name, '、' order by m.id) from ${memberClassRanges} mr
    join ${members} m on m.institution_id = mr.school_id and m.id = mr.member_id
    where mr.school_id = ${c.schoolId} and mr.class_id = ${c.id}), '')`,
};
const LIST = selectList(ROW);

const graduatedIn = (year: number) => sql`extract(year from ${c.graduatedAt}) = ${year}`;
const yearIs = (year: number | undefined) => (year ? sql`and ${graduatedIn(year)}` : sql``);

/** Graduated classes, newest first, by name and graduation year; staff names include those who left since. */
export function listGraduatedClasses(db: Db, schoolId: number, range: number[] | null, q: Input<typeof classTermEndpoints.graduatedList>) {
  const where = sql`${c.schoolId} = ${schoolId} and ${c.status} = 2 and ${inRange(sql`${c.id}`, range)}
      ${q.name ? sql`and ${c.name} ilike ${containsPattern(q.name)}` : sql``}
      ${yearIs(q.graduateYear)}`;
  return pagedQuery<RowOf<typeof ROW>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    select: sql`select ${LIST}, count(*) over () as total
        from ${classes} c join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}
        where ${where} order by ${c.graduatedAt} desc nulls last, ${c.sort}, ${c.id}`,
    count: sql`select count(*) as n from ${classes} c where ${where}`,
  });
}

/** Graduated classes as options, newest first, optionally of one graduation year. */
export async function graduatedClassOptions(db: Runner, schoolId: number, range: number[] | null, graduateYear?: number) {
  // from the alias c, as the list
  return db
    .select({ id: c.id, name: c.name, graduatedAt: c.graduatedAt, graduateYear: ROW.graduateYear })
    .from(c)
    .where(
      and(eq(c.schoolId, schoolId), eq(c.status, 2), inRange(sql`${c.id}`, range), graduateYear ? graduatedIn(graduateYear) : undefined),
    )
    .orderBy(sql`${c.graduatedAt} desc nulls last`, c.sort, c.id);
}

/** A graduated class with its graduates' counts and staff; an active class is not found here. */
export async function graduatedClassDetail(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const d = await classDetail(db, schoolId, range, id);
  if (d.status !== 2) throw notFound();
  return d;
}
