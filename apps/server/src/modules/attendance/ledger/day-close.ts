import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceChildDays as cd, classes, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { recomputeClassDays, recomputeDays } from './day-data.ts';
import { dayContexts } from './day-inputs.ts';

const CHILD = { studentId: students.id };
const CHILD_ROW = { studentId: cd.studentId };
const CLASS = { classId: classes.id };
const CLASS_ROW = { classId: sql<number>`${cd.classId}` };
const SCHOOL = { id: students.schoolId };

/**
 * Closes a school's day: on a school day every enrolled child (in a class) gets a child-day row,
 * absent where nothing arrived, and every current class a class-day row, each classified
 * against that day's rules, shifts, calendar and leave; on another day only the rows the ledger
 * made are classified again (nobody is absent on a Sunday). Idempotent: closing again computes
 * the same rows. One set of statements for the whole school, however many children.
 */
export async function closeDay(db: Db, schoolId: number, day: string): Promise<{ children: number; classes: number }> {
  return db.transaction(async (tx) => {
    const schoolDay = (await dayContexts(tx, schoolId, [day])).get(day)?.schoolDay ?? false;
    const enrolled = schoolDay
      ? sql`select ${selectList(CHILD)} from ${students} where ${students.schoolId} = ${schoolId} and ${students.status} = 1 and ${students.classId} is not null union `
      : sql``;
    const children = await tx.execute(sql`${enrolled}select ${selectList(CHILD_ROW)} from ${cd}
      where ${cd.schoolId} = ${schoolId} and ${cd.day} = ${day}::date`);
    const keys = (children.rows as RowOf<typeof CHILD>[]).map((r) => ({ studentId: Number(r.studentId), day }));
    await recomputeDays(tx, schoolId, keys);
    // every current class, also one whose children were all unchanged (the recompute wrote only moved classes)
    const open = schoolDay
      ? sql`select ${selectList(CLASS)} from ${classes} where ${classes.schoolId} = ${schoolId} and ${classes.status} = 1 union `
      : sql``;
    const classRows = await tx.execute(sql`${open}select distinct ${selectList(CLASS_ROW)} from ${cd}
      where ${cd.schoolId} = ${schoolId} and ${cd.day} = ${day}::date and ${cd.classId} is not null`);
    const classDays = (classRows.rows as RowOf<typeof CLASS>[]).map((r) => `${Number(r.classId)}|${day}`);
    await recomputeClassDays(tx, schoolId, classDays);
    return { children: keys.length, classes: classDays.length };
  });
}

/** Closes a day for every school that keeps attendance (the nightly job closes yesterday). */
export async function closeDayEverywhere(db: Db, day: string): Promise<number> {
  const schools = await db.execute(sql`select distinct ${selectList(SCHOOL)} from ${students} where ${students.status} = 1`);
  for (const s of schools.rows as RowOf<typeof SCHOOL>[]) await closeDay(db, Number(s.id), day);
  return schools.rows.length;
}
