import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { multipartCall } from '../../garden/testing.ts';
import { type Cast, cast, classIds, post, rows, sheetRows } from '../records/records-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let planId: number;
const P = '/attendance/v1/exam';
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  // the teacher's classes are the first and third; the plan measures the first two
  const plan = {
    name: '记录测试',
    startDay: '2026-03-01',
    endDay: '2026-03-31',
    clazzIds: classes.slice(0, 2),
    items: ['height', 'weight', 'hearing'],
  };
  planId = (await post(t, `${P}/plan/create`, c.health, plan)).json().data.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const kidsOf = async (classId: number) =>
  (
    await rows<{ id: number; name: string }>(
      t,
      sql`select id::int, name from students where class_id = ${classId} and status = 1 order by name, id`,
    )
  ).slice(0, 3);
const stored = () => rows(t, sql`select student_id from exam_records where plan_id = ${planId}`);
const save = (who = c.health, over: object = {}) =>
  post(t, `${P}/record/update`, who, { planId, measuredDay: '2026-03-05', ...over }).then((r) => r.json());

describe('a child’s record', () => {
  it('stores the values, computes the z-scores and shows them on the sheet; all empty removes it', async () => {
    const [kid] = await kidsOf(classes[0]);
    const r = await save(c.health, { studentId: kid.id, values: { height: 98.04, weight: 30, hearing: 'pass' } });
    expect(r.data).toMatchObject({ studentId: kid.id, values: { height: 98, weight: 30, hearing: 'pass' } });
    expect(r.data.statuses).toContain('obesity');
    expect(r.data.whz ?? r.data.baz).toBeGreaterThan(3);
    const page = (await post(t, `${P}/record/get-page`, c.health, { planId, clazzId: classes[0], pageSize: 20 })).json().data;
    expect(page.list.find((x: { studentId: number }) => x.studentId === kid.id)).toMatchObject({
      measuredDay: '2026-03-05',
      values: { height: 98 },
    });
    expect(page.list.every((x: { clazzId: number }) => x.clazzId === classes[0])).toBe(true);
    await save(c.health, { studentId: kid.id, values: { height: null } });
    expect(await stored()).toEqual([]);
  });

  it('refuses bad values, another day, an item or child outside the plan, naming the field and writing nothing', async () => {
    const [kid] = await kidsOf(classes[0]);
    const [outsider] = await kidsOf(classes[2]);
    expect(await save(c.health, { studentId: kid.id, values: { height: 200 } })).toMatchObject({
      code: 'health-0610',
      data: { field: 'values.height' },
    });
    expect(await save(c.health, { studentId: kid.id, values: { hearing: 'maybe' } })).toMatchObject({
      code: 'health-0610',
      data: { field: 'values.hearing' },
    });
    expect(await save(c.health, { studentId: kid.id, values: { head: 50 } })).toMatchObject({
      code: 'health-0609',
      data: { field: 'values.head' },
    });
    expect(await save(c.health, { studentId: kid.id, measuredDay: '2026-04-01', values: { height: 100 } })).toMatchObject({
      code: 'health-0607',
      data: { field: 'measuredDay' },
    });
    expect(await save(c.health, { studentId: outsider.id, values: { height: 100 } })).toMatchObject({
      code: 'health-0608',
      data: { field: 'studentId' },
    });
    expect(await save(c.health, { studentId: kid.id, values: { height: 'tall' } })).toMatchObject({ code: 'health-0610' });
    expect(await stored()).toEqual([]);
  });

  it('keeps a teacher to their classes and schools apart', async () => {
    const [mine] = await kidsOf(classes[0]);
    const [other] = await kidsOf(classes[1]);
    expect((await save(c.teacher, { studentId: mine.id, values: { height: 101 } })).code).toBe('common-0001');
    expect((await save(c.teacher, { studentId: other.id, values: { height: 101 } })).code).toBe('common-0405');
    const page = (await post(t, `${P}/record/get-page`, c.teacher, { planId, pageSize: 20 })).json().data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((x: { clazzId: number }) => x.clazzId === classes[0])).toBe(true);
    expect((await post(t, `${P}/record/get-page`, c.director2, { planId })).json().code).toBe('common-0405');
    expect((await save(c.director2, { studentId: mine.id, values: { height: 101 } })).code).toBe('common-0405');
    expect((await post(t, `${P}/record/get-page`, c.finance, { planId })).json().code).toBe('common-0403');
    await save(c.health, { studentId: mine.id, values: {} });
  });

  it('exports records, heights and weights as workbooks with the plan’s columns', async () => {
    const [kid] = await kidsOf(classes[0]);
    await save(c.health, { studentId: kid.id, values: { height: 100, weight: 16 } });
    const res = await post(t, `${P}/record/export`, c.health, { planId, clazzId: classes[0] });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetRows(res.rawPayload);
    expect(sheet[0]).toEqual(expect.arrayContaining(['身高(cm)', '体重(kg)', '听力', '年龄别身高Z']));
    expect(sheet.length).toBe(1 + (await post(t, `${P}/record/get-page`, c.health, { planId, clazzId: classes[0] })).json().data.total);
    const heights = await sheetRows((await post(t, `${P}/record/export-height`, c.health, { planId })).rawPayload);
    expect(heights[0]).toContain('身高(cm)');
    expect(heights[0]).not.toContain('体重(kg)');
    const row = heights.find((r) => r.includes(kid.name))!;
    expect(row).toContain('100');
    await save(c.health, { studentId: kid.id, values: {} });
  });
});

describe('the record import', () => {
  it('refuses a whole file with one bad row, reports it row by row, then takes the fixed file', async () => {
    const tpl = await post(t, `${P}/record/template`, c.health, { planId, clazzId: classes[0] });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const kids = await kidsOf(classes[0]);
    expect(ws.getRow(2).getCell(2).value).toBe(kids[0].name);
    // header: ID, name, class, day, height, weight, hearing
    for (const [i, h] of [100.5, 250, 103].entries()) {
      const r = ws.getRow(i + 2);
      r.getCell(4).value = '2026-03-06';
      r.getCell(5).value = h;
      r.getCell(6).value = 16 + i;
      r.getCell(7).value = '通过';
    }
    const upload = async () =>
      multipartCall(t.app, `${P}/record/upload?planId=${planId}`, {
        token: c.health.token,
        parts: [{ field: 'file', filename: 'r.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) }],
      });
    const bad = (await upload()).json();
    expect(bad).toMatchObject({ code: 'file-0012', data: { failed: [{ row: 3 }] } });
    expect(bad.data.failed[0].reason).toContain('身高');
    expect(await stored()).toEqual([]);
    const report = await post(t, `${P}/record/import-fail-reason`, c.health, { id: bad.data.reportId });
    expect((await sheetRows(report.rawPayload)).at(-1)?.at(-1)).toContain('身高');
    expect((await post(t, `${P}/record/import-fail-reason`, c.director1, { id: bad.data.reportId })).json().code).toBe('common-0405');
    ws.getRow(3).getCell(5).value = 101;
    expect((await upload()).json().data).toEqual({ count: 3 });
    const saved = await rows<{ haz: number | null }>(t, sql`select haz from exam_records where plan_id = ${planId}`);
    expect(saved).toHaveLength(3);
    expect(saved.every((r) => typeof r.haz === 'number')).toBe(true);
  });
});
