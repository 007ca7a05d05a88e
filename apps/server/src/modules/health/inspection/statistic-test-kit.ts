import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

/**
 * One app with checks written straight into the tables (as the check entry stores them) for
 * March 2025 in school 1: class A in the demo teacher's range, class B outside it.
 */
export async function statisticKit() {
  const t: TestApp = await createTestApp();
  const [director, director2, teacher, health, finance] = await Promise.all(
    ['director1', 'director2', 'teacher', 'health', 'finance'].map((k) => loginAs(t.app, k as 'teacher')),
  );
  const schoolId = director.schoolId;
  const one = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as T;
  const { a } = await one<{ a: number }>(sql`select min(class_id)::int as a from member_class_ranges
    where school_id = ${schoolId} and member_id = ${teacher.teacherId}`);
  const { b } = await one<{ b: number }>(sql`select min(id)::int as b from classes c where school_id = ${schoolId} and status = 1
    and not exists (select 1 from member_class_ranges r where r.school_id = c.school_id and r.member_id = ${teacher.teacherId} and r.class_id = c.id)`);
  const kids = async (classId: number, n: number) =>
    (
      await t.db.execute<{ id: number; name: string }>(sql`select id::int, name from students
        where school_id = ${schoolId} and class_id = ${classId} and status = 1 order by name, id limit ${n}`)
    ).rows;
  const [a1, a2] = await kids(a, 2);
  const [b1] = await kids(b, 1);
  const { item } = await one<{ item: number }>(sql`insert into inspect_items (school_id, name, kind, findings)
    values (${schoolId}, '测试皮肤', 'choice', '[{"name":"皮疹","group":"rash"}]') returning id::int as item`);
  const rec = (
    day: string,
    slot: number,
    s: number,
    c: number,
    result: string,
    temp: number | null,
    findings = '[]',
    measures: string | null = null,
  ) => sql`(${schoolId}, ${day}::date, ${slot}, ${s}, ${c}, ${result}, ${temp}, ${findings}::jsonb, ${measures}, ${director.teacherId})`;
  const rash = JSON.stringify([{ itemId: item, finding: '皮疹' }]);
  await t.db.execute(sql`insert into inspect_records (school_id, day, slot, student_id, class_id, result, temperature, findings, measures, recorded_by)
    values ${sql.join(
      [
        rec('2025-03-10', 1, a1.id, a, 'normal', 36.5),
        rec('2025-03-10', 2, a1.id, a, 'abnormal', 37.8, rash, '隔离观察'),
        rec('2025-03-10', 1, a2.id, a, 'absent-sick', null),
        rec('2025-03-10', 1, b1.id, b, 'normal', 36.6),
        rec('2025-03-11', 1, a1.id, a, 'normal', 36.4),
      ],
      sql`, `,
    )}`);
  await t.db.execute(sql`insert into inspect_class_days (school_id, class_id, day, slot, roster, checked, abnormal, fever, absent_sick, absent_other)
    values (${schoolId}, ${a}, '2025-03-10', 1, 20, 2, 0, 0, 1, 0), (${schoolId}, ${a}, '2025-03-10', 2, 20, 1, 1, 1, 0, 0),
      (${schoolId}, ${b}, '2025-03-10', 1, 18, 1, 0, 0, 0, 0), (${schoolId}, ${a}, '2025-03-11', 1, 20, 1, 0, 0, 0, 0)`);

  const post = (url: string, who: LoginResult, body: unknown = {}, lang?: 'en') => call(t.app, url, { token: who.token, body, lang });
  const ok = async (url: string, who: LoginResult, body: unknown = {}) => {
    const r = (await post(url, who, body)).json();
    expect(r.code, `${url} ${JSON.stringify(r)}`).toBe('common-0001');
    return r.data;
  };
  const code = async (url: string, who: LoginResult, body: unknown = {}) => (await post(url, who, body)).json();
  /** The first sheet of a workbook answer, as rows of cell texts. */
  const sheet = async (url: string, who: LoginResult, body: unknown = {}) => {
    const res = await post(url, who, body);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const rows: string[][] = [];
    wb.worksheets[0].eachRow((r) =>
      rows.push((r.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')))),
    );
    return rows;
  };
  return { t, director, director2, teacher, health, finance, schoolId, a, b, a1, a2, b1, item, post, ok, code, sheet };
}
