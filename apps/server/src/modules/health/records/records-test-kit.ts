import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { classes, students } from '../../../db/schema/index.ts';
import type { RecordTable } from './person-record-kit.ts';

/** Test helpers of the record areas (not used by the server). */
export interface Cast {
  director1: LoginResult;
  director2: LoginResult;
  /** class range: the first and third classes of school 1; holds inspect, not the record codes */
  teacher: LoginResult;
  health: LoginResult;
  finance: LoginResult;
}

export async function cast(t: TestApp): Promise<Cast> {
  const [director1, director2, teacher, health, finance] = await Promise.all(
    (['director1', 'director2', 'teacher', 'health', 'finance'] as const).map((k) => loginAs(t.app, k)),
  );
  return { director1, director2, teacher, health, finance };
}

/** Classes of a school in order (the teacher's range is the first and third of school 1). */
export const classIds = async (t: TestApp, schoolId: number) =>
  (
    await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1)))
      .orderBy(asc(classes.sort), asc(classes.id))
  ).map((r) => r.id);

/** A child in school of a class with no record in `table`. */
export async function bareChild(t: TestApp, schoolId: number, classId: number, table: RecordTable): Promise<number> {
  const st = students;
  const none = notExists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.schoolId, st.schoolId), eq(table.studentId, st.id))),
  );
  const [kid] = await t.db
    .select({ id: st.id })
    .from(st)
    .where(and(eq(st.schoolId, schoolId), eq(st.classId, classId), eq(st.status, 1), none))
    .orderBy(asc(st.id))
    .limit(1);
  return kid.id;
}

/** The rows of the first sheet of a workbook answer, header first. */
export async function sheetRows(body: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    out.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return out;
}
