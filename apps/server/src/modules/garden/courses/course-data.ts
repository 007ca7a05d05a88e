import { and, eq, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { courseClasses, courses } from '../../../db/schema/index.ts';
import type { CourseRow } from './course-view.ts';

/** Who is asking: the school, the member, and the classes they may see (null: the whole school). */
export interface Viewer {
  schoolId: number;
  memberId: number;
  range: number[] | null;
}

/**
 * A course is visible to a class-scoped teacher when it teaches one of their classes or they
 * teach it; the classes listed with it are only those in their range.
 */
export function courseVisible(range: number[] | null, memberId: number): SQL {
  if (range === null) return sql`true`;
  return sql`(c.teacher_member_id = ${memberId} or exists (select 1 from course_classes cc
    where cc.school_id = c.school_id and cc.course_id = c.id and ${inRange(sql`cc.class_id`, range)}))`;
}

/** The columns of a course row with its place, teacher and (visible) classes. */
const courseColumns = (range: number[] | null) => sql`c.id, c.name, c.course_type as "courseType",
  c.place_room_id as "placeRoomId", pr.name as "placeRoomName", c.teacher_member_id as "teacherId", m.real_name as "teacherName",
  c.weekdays, c.start_time as "startTime", c.end_time as "endTime", c.start_date as "startDate", c.end_date as "endDate",
  c.cover_url as "coverRef", c.description, c.created_at as "createdAt", c.updated_at as "updatedAt",
  coalesce((select json_agg(json_build_object('id', cl.id, 'name', cl.name) order by cl.sort, cl.id)
    from course_classes cc join classes cl on cl.school_id = cc.school_id and cl.id = cc.class_id
    where cc.school_id = c.school_id and cc.course_id = c.id and ${inRange(sql`cc.class_id`, range)}), '[]') as classes`;

const courseJoins = sql`left join place_rooms pr on pr.school_id = c.school_id and pr.id = c.place_room_id
  left join members m on m.institution_id = c.school_id and m.id = c.teacher_member_id`;

export interface CourseFilters {
  name?: string;
  courseType?: number;
  classId?: number;
  teacherId?: number;
  placeRoomId?: number;
  pageNum: number;
  pageSize: number;
}

export function listCourses(db: Db, v: Viewer, q: CourseFilters) {
  const where = sql`c.school_id = ${v.schoolId} and ${courseVisible(v.range, v.memberId)}
    ${q.name ? sql`and c.name ilike ${containsPattern(q.name)}` : sql``}
    ${q.courseType ? sql`and c.course_type = ${q.courseType}` : sql``}
    ${q.teacherId ? sql`and c.teacher_member_id = ${q.teacherId}` : sql``}
    ${q.placeRoomId ? sql`and c.place_room_id = ${q.placeRoomId}` : sql``}
    ${
      q.classId
        ? sql`and exists (select 1 from course_classes f where f.school_id = c.school_id and f.course_id = c.id
          and f.class_id = ${q.classId} and ${inRange(sql`f.class_id`, v.range)})`
        : sql``
    }`;
  return pagedQuery<CourseRow>(db, {
    select: sql`select ${courseColumns(v.range)}, count(*) over () as total from courses c ${courseJoins} where ${where} order by c.id desc`,
    count: sql`select count(*) as n from courses c where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

/** The course if the viewer may see it, else 404 common-0405 (like another school's). */
export async function visibleCourse(db: Db, v: Viewer, id: number): Promise<CourseRow> {
  const r = await db.execute<CourseRow>(sql`select ${courseColumns(v.range)} from courses c ${courseJoins}
    where c.school_id = ${v.schoolId} and c.id = ${id} and ${courseVisible(v.range, v.memberId)}`);
  if (r.rows.length === 0) throw notFound();
  return r.rows[0];
}

export async function signCount(db: Db, schoolId: number, courseId: number): Promise<number> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from course_signs where school_id = ${schoolId} and course_id = ${courseId}`,
  );
  return r.rows[0].n;
}

/** The stored columns of a course (course-input.ts checks them). */
export type CourseValues = Omit<typeof courses.$inferInsert, 'schoolId' | 'id' | 'createdAt' | 'updatedAt'>;

export function insertCourse(db: Db, schoolId: number, values: CourseValues, classIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .insert(courses)
      .values({ schoolId, ...values })
      .returning({ id: courses.id });
    await tx.insert(courseClasses).values(classIds.map((classId) => ({ schoolId, courseId: c.id, classId })));
    return c.id;
  });
}

/** Replaces the course's fields and its classes. */
export async function updateCourse(db: Db, schoolId: number, id: number, values: CourseValues, classIds: number[], now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({ ...values, updatedAt: now })
      .where(and(eq(courses.schoolId, schoolId), eq(courses.id, id)));
    await tx.delete(courseClasses).where(and(eq(courseClasses.schoolId, schoolId), eq(courseClasses.courseId, id)));
    await tx.insert(courseClasses).values(classIds.map((classId) => ({ schoolId, courseId: id, classId })));
  });
}

/** Deletes the course; its classes and sign-in records go with it (cascade). */
export async function deleteCourse(db: Db, schoolId: number, id: number) {
  await db.delete(courses).where(and(eq(courses.schoolId, schoolId), eq(courses.id, id)));
}
