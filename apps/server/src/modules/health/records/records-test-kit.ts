import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { call, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

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

export const post = (t: TestApp, url: string, who: LoginResult, body: object = {}, headers?: Record<string, string>) =>
  call(t.app, url, { token: who.token, body, headers });

export async function rows<T = Record<string, unknown>>(t: TestApp, q: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.db.execute(q)).rows as T[];
}

/** Classes of a school in order (the teacher's range is the first and third of school 1). */
export const classIds = async (t: TestApp, schoolId: number) =>
  (await rows<{ id: number }>(t, sql`select id from classes where school_id = ${schoolId} and status = 1 order by sort, id`)).map(
    (r) => r.id,
  );

/** A child in school of a class with no record in `table`. */
export async function bareChild(t: TestApp, schoolId: number, classId: number, table: string): Promise<number> {
  const r = await rows<{ id: number }>(
    t,
    sql`select id from students st where school_id = ${schoolId} and class_id = ${classId} and status = 1
      and not exists (select 1 from ${sql.raw(table)} x where x.school_id = st.school_id and x.student_id = st.id) order by id limit 1`,
  );
  return r[0].id;
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
