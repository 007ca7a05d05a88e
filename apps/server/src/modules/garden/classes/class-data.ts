import type { Input } from '@kg/shared';
import type { classEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { and, asc, eq, sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, grades, memberClassRanges, members, staffProfiles, students } from '../../../db/schema/index.ts';
import { type RowOf, renderedOnce, selectList } from '../../../db/select-list.ts';
import { activeClass, inSchoolCount, type Runner, visibleClass } from './class-lookup.ts';
import { CLASS_WHERE, c, FROM_CLASSES, g, IN_GRADE_ORDER } from './class-sql.ts';

/** The reads of class records: the list, one class with its staff, the size limit and the delete plan. */

/** Children of a status per class, with boys and girls. */
const counts = (status: number) => {
  const of = (gender?: number) =>
    sql<number>`(select count(*) from ${students} st where st.school_id = ${c.schoolId} and st.class_id = ${c.id}
      and st.status = ${sql.raw(String(status))} ${gender ? sql.raw(`and st.gender = ${gender}`) : sql``})::int`;
  return { studentCount: of(), boyCount: of(1), girlCount: of(2) };
};

const ROW = {
  id: c.id,
  name: c.name,
  gradeId: c.gradeId,
  gradeName: g.name,
  level: g.level,
  sort: c.sort,
  maxStudents: c.maxStudents,
  status: c.status,
  ...counts(1),
  teacherNames: sql<string>`coalesce((select string_agg(m.real_name, '、' order by m.id) from ${memberClassRanges} mr
    join ${members} m on m.institution_id = mr.school_id and m.id = mr.member_id and m.status = 1
    where mr.school_id = ${c.schoolId} and mr.class_id = ${c.id}), '')`,
};
// the list is a hot path: its fixed parts are rendered to text once (renderedOnce), its values per call
const LIST = renderedOnce(selectList(ROW));
const _W = {
  schoolId: renderedOnce(c.schoolId),
  status: renderedOnce(c.status),
  id: renderedOnce(c.id),
  name: renderedOnce(c.name),
  gradeId: renderedOnce(c.gradeId),
};
const _FROM = renderedOnce(sql`from ${classes} c join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}`);
const _ORDER = renderedOnce(sql`order by ${g.level}, ${g.sort}, ${c.sort}, ${c.id}`);
const DETAIL = { 1: selectList({ createdAt: c.createdAt, ...counts(1) }), 2: selectList({ createdAt: c.createdAt, ...counts(2) }) };
type DetailRow = RowOf<{ createdAt: typeof c.createdAt } & ReturnType<typeof counts>>;

/** Active classes in range, paged, in grade then class order. */
export function listClasses(db: Db, schoolId: number, range: number[] | null, q: Input<typeof classEndpoints.list>) {
  const where = sql`${CLASS_WHERE.schoolId} = ${schoolId} and ${CLASS_WHERE.status} = 1 and ${inRange(CLASS_WHERE.id, range)}
      ${q.name ? sql`and ${CLASS_WHERE.name} ilike ${containsPattern(q.name)}` : sql``}
      ${q.gradeId ? sql`and ${CLASS_WHERE.gradeId} = ${q.gradeId}` : sql``}`;
  return pagedQuery<RowOf<typeof ROW>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    select: sql`select ${LIST}, count(*) over () as total ${FROM_CLASSES} where ${where} ${IN_GRADE_ORDER}`,
    count: sql`select count(*) as n from ${classes} c where ${where}`,
  });
}

/** Active staff with this class in their range (whole-school staff are not listed). */
export function classTeachers(db: Runner, schoolId: number, classId: number) {
  const [mr, m, p] = [memberClassRanges, members, staffProfiles];
  return db
    .select({ teacherId: m.id, realName: m.realName, postType: p.postType, jobTitle: p.jobTitle })
    .from(mr)
    .innerJoin(m, and(eq(m.institutionId, mr.schoolId), eq(m.id, mr.memberId), eq(m.status, 1)))
    .leftJoin(p, and(eq(p.schoolId, m.institutionId), eq(p.memberId, m.id)))
    .where(and(eq(mr.schoolId, schoolId), eq(mr.classId, classId)))
    .orderBy(sql`${p.postType} nulls last`, asc(m.id));
}
export type ClassTeacher = Awaited<ReturnType<typeof classTeachers>>[number];

/** One class with its grade, counts and teachers (detail and graduated-class detail). */
export async function classDetail(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const found = await visibleClass(db, schoolId, range, id);
  // a graduated class counts its graduates
  const list = found.status === 1 ? DETAIL[1] : DETAIL[2];
  const [row] = await preparedRows<DetailRow>(
    db,
    sql`select ${list} from ${classes} c where ${c.schoolId} = ${schoolId} and ${c.id} = ${id}`,
  );
  const teachers = await classTeachers(db, schoolId, id);
  return { ...found, ...row, teachers, teacherNames: teachers.map((t) => t.realName).join('、') };
}

/** How many more children fit into an active class. */
export async function classLimit(db: Runner, schoolId: number, range: number[] | null, clazzId: number, addCount: number) {
  const c = await activeClass(db, schoolId, range, clazzId);
  const current = await inSchoolCount(db, schoolId, c.id);
  const remaining = c.maxStudents == null ? null : Math.max(0, c.maxStudents - current);
  return { clazzId: c.id, limit: c.maxStudents, current, remaining, canAdd: remaining === null || remaining >= addCount };
}

/** What deleting a class involves: is-confirm-delete answers this before the delete call. */
export async function deletePlan(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const found = await visibleClass(db, schoolId, range, id);
  const [{ inSchool, former }] = await db
    .select({
      inSchool: sql<number>`(count(*) filter (where ${students.status} = 1))::int`,
      former: sql<number>`(count(*) filter (where ${students.status} <> 1))::int`,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.classId, id)));
  return { needConfirm: inSchool > 0, studentCount: inSchool, formerCount: former, canDelete: found.status === 1 };
}
