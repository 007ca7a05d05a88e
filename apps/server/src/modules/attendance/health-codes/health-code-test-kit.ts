import { and, asc, eq } from 'drizzle-orm';
import { type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { attendanceHealthCodes, classes, members, students } from '../../../db/schema/index.ts';

/** Who the health code tests sign in as, and the school's classes, children and staff. */

/** A past day the demo's three weeks of codes do not reach. */
export const DAY = '2025-03-03';

export interface Cast {
  director1: LoginResult;
  director2: LoginResult;
  teacher: LoginResult;
}

export async function cast(t: TestApp): Promise<Cast> {
  const [director1, director2, teacher] = await Promise.all((['director1', 'director2', 'teacher'] as const).map((k) => loginAs(t.app, k)));
  return { director1, director2, teacher };
}

/** Active classes of a school in order (the teacher's range is the first and third of school 1). */
export const classIds = async (t: TestApp, schoolId: number) =>
  (
    await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1)))
      .orderBy(asc(classes.sort), asc(classes.id))
  ).map((r) => r.id);

export const kidsOf = (t: TestApp, classId: number) =>
  t.db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.classId, classId), eq(students.status, 1)))
    .orderBy(asc(students.name), asc(students.id));

export const staffOf = (t: TestApp, schoolId: number) =>
  t.db
    .select({ id: members.id, name: members.realName })
    .from(members)
    .where(and(eq(members.institutionId, schoolId), eq(members.status, 1)))
    .orderBy(asc(members.realName), asc(members.id));

/** Entries stored for a day, oldest first. */
export const entriesOn = (t: TestApp, schoolId: number, day: string) =>
  t.db
    .select({
      studentId: attendanceHealthCodes.studentId,
      memberId: attendanceHealthCodes.memberId,
      color: attendanceHealthCodes.color,
      source: attendanceHealthCodes.source,
    })
    .from(attendanceHealthCodes)
    .where(and(eq(attendanceHealthCodes.schoolId, schoolId), eq(attendanceHealthCodes.day, day)))
    .orderBy(asc(attendanceHealthCodes.id));
