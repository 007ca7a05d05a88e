import { and, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/pool.ts';
import { courseClasses, courseSigns, courses, students } from '../../../db/schema/index.ts';
import { courseVisible, type Viewer } from './course-data.ts';

// courseVisible reads the course as c
const c = alias(courses, 'c');

/** When a course the viewer may see meets, or undefined. */
export async function courseSchedule(db: Db, v: Viewer, courseId: number) {
  const [row] = await db
    .select({ weekdays: c.weekdays, startDate: c.startDate, endDate: c.endDate })
    .from(c)
    .where(and(eq(c.schoolId, v.schoolId), eq(c.id, courseId), courseVisible(v.range, v.memberId)));
  return row;
}

/** A child of the school with its class, status and whether that class takes the course; undefined if none. */
export async function childOfCourse(db: Db, schoolId: number, courseId: number, studentId: number) {
  const st = students;
  const taking = db
    .select({ one: sql`1` })
    .from(courseClasses)
    .where(and(eq(courseClasses.schoolId, st.schoolId), eq(courseClasses.courseId, courseId), eq(courseClasses.classId, st.classId)));
  const [row] = await db
    .select({ classId: st.classId, status: st.status, inCourse: sql<boolean>`${exists(taking)}` })
    .from(st)
    .where(and(eq(st.schoolId, schoolId), eq(st.id, studentId)));
  return row;
}

/** Records a repaired sign-in by `memberId`; null when the day was already signed. */
export async function addRepairedSign(
  db: Db,
  s: { schoolId: number; memberId: number },
  p: { courseId: number; studentId: number; signDate: string },
): Promise<number | null> {
  const [row] = await db
    .insert(courseSigns)
    .values({
      schoolId: s.schoolId,
      courseId: p.courseId,
      studentId: p.studentId,
      signDate: p.signDate,
      repaired: true,
      signedBy: s.memberId,
    })
    .onConflictDoNothing({ target: [courseSigns.schoolId, courseSigns.courseId, courseSigns.studentId, courseSigns.signDate] })
    .returning({ id: courseSigns.id });
  return row?.id ?? null;
}
