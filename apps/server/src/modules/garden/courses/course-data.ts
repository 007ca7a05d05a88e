import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, courseClasses, courseSigns, courses, members, placeRooms } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

// the raw templates below read courses as c, with their place, teacher and classes beside them
const c = alias(courses, 'c');
const cc = alias(courseClasses, 'cc');
const cl = alias(classes, 'cl');
const pr = alias(placeRooms, 'pr');
const m = alias(members, 'm');

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
  return sql`(${c.teacherMemberId} = ${memberId} or exists (select 1 from ${courseClasses} cc
    where ${cc.schoolId} = ${c.schoolId} and ${cc.courseId} = ${c.id} and ${inRange(sql`${cc.classId}`, range)}))`;
}

/** A course row with its place, teacher and (visible) classes. */
const courseFields = (range: number[] | null) => ({
  id: c.id,
  name: c.name,
  courseType: c.courseType,
  placeRoomId: c.placeRoomId,
  // left joins: no place or teacher row, no name
  placeRoomName: sql<string | null>`${pr.name}`,
  teacherId: c.teacherMemberId,
  teacherName: sql<string | null>`${m.realName}`,
  weekdays: c.weekdays,
  startTime: c.startTime,
  endTime: c.endTime,
  startDate: c.startDate,
  endDate: c.endDate,
  coverRef: c.coverUrl,
  description: c.description,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  classes: sql<
    { id: number; name: string }[]
  >`coalesce((select json_agg(json_build_object('id', ${cl.id}, 'name', ${cl.name}) order by ${cl.sort}, ${cl.id})
    from ${courseClasses} cc join ${classes} cl on ${cl.schoolId} = ${cc.schoolId} and ${cl.id} = ${cc.classId}
    where ${cc.schoolId} = ${c.schoolId} and ${cc.courseId} = ${c.id} and ${inRange(sql`${cc.classId}`, range)}), '[]')`,
});
/** A course as the calls read it: the cover as its stored reference. */
export type CourseRow = RowOf<ReturnType<typeof courseFields>>;
const courseColumns = (range: number[] | null) => selectList(courseFields(range));

const courseJoins = sql`left join ${placeRooms} pr on ${pr.schoolId} = ${c.schoolId} and ${pr.id} = ${c.placeRoomId}
  left join ${members} m on ${m.institutionId} = ${c.schoolId} and ${m.id} = ${c.teacherMemberId}`;

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
  const where = sql`${c.schoolId} = ${v.schoolId} and ${courseVisible(v.range, v.memberId)}
    ${q.name ? sql`and ${c.name} ilike ${containsPattern(q.name)}` : sql``}
    ${q.courseType ? sql`and ${c.courseType} = ${q.courseType}` : sql``}
    ${q.teacherId ? sql`and ${c.teacherMemberId} = ${q.teacherId}` : sql``}
    ${q.placeRoomId ? sql`and ${c.placeRoomId} = ${q.placeRoomId}` : sql``}
    ${
      q.classId
        ? sql`and exists (select 1 from ${courseClasses} cc where ${cc.schoolId} = ${c.schoolId} and ${cc.courseId} = ${c.id}
          and ${cc.classId} = ${q.classId} and ${inRange(sql`${cc.classId}`, v.range)})`
        : sql``
    }`;
  return pagedQuery<CourseRow>(db, {
    select: sql`select ${courseColumns(v.range)}, count(*) over () as total from ${courses} c ${courseJoins} where ${where} order by ${c.id} desc`,
    count: sql`select count(*) as n from ${courses} c where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

/** The course if the viewer may see it, else 404 common-0405 (like another school's). */
export async function visibleCourse(db: Db, v: Viewer, id: number): Promise<CourseRow> {
  const [row] = await preparedRows<CourseRow>(
    db,
    sql`select ${courseColumns(v.range)} from ${courses} c ${courseJoins}
      where ${c.schoolId} = ${v.schoolId} and ${c.id} = ${id} and ${courseVisible(v.range, v.memberId)}`,
  );
  if (!row) throw notFound();
  return row;
}

export async function signCount(db: Db, schoolId: number, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseSigns)
    .where(and(eq(courseSigns.schoolId, schoolId), eq(courseSigns.courseId, courseId)));
  return row.n;
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
