import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { createTestApp, loginAs, type TestApp } from '../../../../test/harness.ts';
import { classes, inspectClassDays, inspectItems, inspectRecords, memberClassRanges, students } from '../../../db/schema/index.ts';

/**
 * One app with checks written straight into the tables (as the check entry stores them) for
 * March 2025 in school 1: class A in the demo teacher's range, class B outside it. Fixtures only:
 * the tests call the endpoints by declaration.
 */
export async function statisticKit() {
  const t: TestApp = await createTestApp();
  const [director, director2, teacher, health, finance] = await Promise.all(
    (['director1', 'director2', 'teacher', 'health', 'finance'] as const).map((k) => loginAs(t.app, k)),
  );
  const schoolId = director.schoolId;
  const mcr = memberClassRanges;
  const mine = and(eq(mcr.schoolId, schoolId), eq(mcr.memberId, teacher.teacherId));
  const [{ a }] = await t.db
    .select({ a: sql<number>`min(${mcr.classId})::int` })
    .from(mcr)
    .where(mine);
  const inRange = new QueryBuilder()
    .select({ one: sql`1` })
    .from(mcr)
    .where(and(mine, eq(mcr.classId, classes.id)));
  const [{ b }] = await t.db
    .select({ b: sql<number>`min(${classes.id})::int` })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1), notExists(inRange)));
  const kids = (classId: number, n: number) =>
    t.db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.classId, classId), eq(students.status, 1)))
      .orderBy(asc(students.name), asc(students.id))
      .limit(n);
  const [a1, a2] = await kids(a, 2);
  const [b1] = await kids(b, 1);
  const [{ item }] = await t.db
    .insert(inspectItems)
    .values({ schoolId, name: '测试皮肤', kind: 'choice', findings: [{ name: '皮疹', group: 'rash' }] })
    .returning({ item: inspectItems.id });
  const rec = (day: string, slot: number, studentId: number, classId: number, result: string, temp: number | null) => ({
    schoolId,
    day,
    slot,
    studentId,
    classId,
    result,
    temperature: temp === null ? null : String(temp),
    recordedBy: director.teacherId,
  });
  const rash = [{ itemId: item, finding: '皮疹' }];
  await t.db
    .insert(inspectRecords)
    .values([
      rec('2025-03-10', 1, a1.id, a, 'normal', 36.5),
      { ...rec('2025-03-10', 2, a1.id, a, 'abnormal', 37.8), findings: rash, measures: '隔离观察' },
      rec('2025-03-10', 1, a2.id, a, 'absent-sick', null),
      rec('2025-03-10', 1, b1.id, b, 'normal', 36.6),
      rec('2025-03-11', 1, a1.id, a, 'normal', 36.4),
    ]);
  const counts = (classId: number, day: string, slot: number, roster: number, [checked, abnormal, fever, absentSick]: number[]) => ({
    schoolId,
    classId,
    day,
    slot,
    roster,
    checked,
    abnormal,
    fever,
    absentSick,
    absentOther: 0,
  });
  await t.db
    .insert(inspectClassDays)
    .values([
      counts(a, '2025-03-10', 1, 20, [2, 0, 0, 1]),
      counts(a, '2025-03-10', 2, 20, [1, 1, 1, 0]),
      counts(b, '2025-03-10', 1, 18, [1, 0, 0, 0]),
      counts(a, '2025-03-11', 1, 20, [1, 0, 0, 0]),
    ]);
  return { t, director, director2, teacher, health, finance, schoolId, a, b, a1, a2, b1, item };
}

/** The first sheet of a workbook answer, as rows of cell texts (a date as its day). */
export async function sheetOf(body: unknown): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as never);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) =>
    rows.push((r.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')))),
  );
  return rows;
}
