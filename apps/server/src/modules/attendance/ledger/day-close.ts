import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceChildDays as cd, classes, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { type ChildDayKey, recomputeClassDays, recomputeDays } from './day-data.ts';
import { dayContexts } from './day-inputs.ts';

const CHILD = { studentId: students.id };
const CLASS = { classId: classes.id };
const MADE = { studentId: cd.studentId, classId: cd.classId, day: sql<string>`${cd.day}::text` };
const SCHOOL = { id: students.schoolId };

/** Child-days recomputed per transaction: bounds its advisory locks and its statements' parameters. */
const CLOSE_BATCH = 2_000;

/**
 * Closes a school's days: on a school day every enrolled child (in a class) gets a child-day row,
 * absent where nothing arrived, and every current class a class-day row, each classified against
 * that day's rules, shifts, calendar and leave; on another day only the rows the ledger made are
 * classified again (nobody is absent on a Sunday). Idempotent: closing again computes the same
 * rows. The rules and calendar are read once for all the days, and the days go through the
 * recompute together, a few thousand child-days per transaction: a year of a school's demo days
 * costs some hundred statements, not some per child.
 */
export async function closeDays(db: Db, schoolId: number, days: readonly string[]): Promise<{ children: number; classes: number }> {
  const sorted = [...new Set(days)].sort();
  if (!sorted.length) return { children: 0, classes: 0 };
  const contexts = await dayContexts(db, schoolId, sorted);
  const [enrolled, current, made] = await Promise.all([
    db.execute(sql`select ${selectList(CHILD)} from ${students}
      where ${students.schoolId} = ${schoolId} and ${students.status} = 1 and ${students.classId} is not null`),
    db.execute(sql`select ${selectList(CLASS)} from ${classes} where ${classes.schoolId} = ${schoolId} and ${classes.status} = 1`),
    db.execute(sql`select ${selectList(MADE)} from ${cd}
      where ${cd.schoolId} = ${schoolId} and ${cd.day} = any(${sql.param(sorted)}::date[])`),
  ]);
  const children = (enrolled.rows as RowOf<typeof CHILD>[]).map((r) => Number(r.studentId));
  const classIds = (current.rows as RowOf<typeof CLASS>[]).map((r) => Number(r.classId));
  const keys = new Map<string, ChildDayKey>();
  const classDays = new Set<string>();
  for (const day of sorted)
    if (contexts.get(day)?.schoolDay) {
      for (const studentId of children) keys.set(`${studentId}:${day}`, { studentId, day });
      for (const classId of classIds) classDays.add(`${classId}|${day}`);
    }
  // rows the ledger made (any day) are classified again, their class too
  for (const r of made.rows as RowOf<typeof MADE>[]) {
    keys.set(`${r.studentId}:${r.day}`, { studentId: Number(r.studentId), day: r.day });
    if (r.classId !== null) classDays.add(`${Number(r.classId)}|${r.day}`);
  }
  const all = [...keys.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.studentId - b.studentId));
  const allClasses = [...classDays];
  for (let i = 0; i < all.length; i += CLOSE_BATCH)
    await db.transaction((tx) => recomputeDays(tx, schoolId, all.slice(i, i + CLOSE_BATCH), contexts));
  // every class-day, also one whose children were all unchanged (the recompute writes only the moved ones)
  for (let i = 0; i < allClasses.length; i += CLOSE_BATCH)
    await db.transaction((tx) => recomputeClassDays(tx, schoolId, allClasses.slice(i, i + CLOSE_BATCH), contexts));
  return { children: all.length, classes: allClasses.length };
}

/** Closes one day of a school (closeDays of that day). */
export const closeDay = (db: Db, schoolId: number, day: string) => closeDays(db, schoolId, [day]);

/** Closes a day for every school keeping children (the nightly job closes yesterday). */
export async function closeDayEverywhere(db: Db, day: string): Promise<number> {
  const schools = await db.execute(sql`select distinct ${selectList(SCHOOL)} from ${students} where ${students.status} = 1`);
  for (const s of schools.rows as RowOf<typeof SCHOOL>[]) await closeDay(db, Number(s.id), day);
  return schools.rows.length;
}
