import { examRecordEndpoints as E, examPlanEndpoints as P } from '@kg/shared/modules/health/exams/exams';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { examRecords, students } from '../../../db/schema/index.ts';
import { type Cast, cast, classIds, sheetRows } from '../records/records-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let planId: number;
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
    items: ['height', 'weight', 'hearing'] as const,
  };
  planId = ok(await call(P.create, c.health, { ...plan, items: [...plan.items] })).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const kidsOf = (classId: number) =>
  t.db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.classId, classId), eq(students.status, 1)))
    .orderBy(asc(students.name), asc(students.id))
    .limit(3);
const stored = () =>
  t.db.select({ studentId: examRecords.studentId, haz: examRecords.haz }).from(examRecords).where(eq(examRecords.planId, planId));
/** A save of one child's record; the values are sent as the test gives them (some on purpose out of range or of the wrong type). */
const save = (who: LoginResult, over: { studentId: number; values: Record<string, unknown>; measuredDay?: string }) =>
  call(E.update, who, malformed({ planId, measuredDay: '2026-03-05', ...over }));

describe('a child’s record', () => {
  it('stores the values, computes the z-scores and shows them on the sheet; all empty removes it', async () => {
    const [kid] = await kidsOf(classes[0]);
    const r = ok(await save(c.health, { studentId: kid.id, values: { height: 98.04, weight: 30, hearing: 'pass' } }));
    expect(r).toMatchObject({ studentId: kid.id, values: { height: 98, weight: 30, hearing: 'pass' } });
    expect(r.statuses).toContain('obesity');
    expect(r.whz ?? r.baz).toBeGreaterThan(3);
    const page = ok(await call(E.page, c.health, { planId, clazzId: classes[0], pageSize: 20 }));
    expect(page.list.find((x) => x.studentId === kid.id)).toMatchObject({ measuredDay: '2026-03-05', values: { height: 98 } });
    expect(page.list.every((x) => x.clazzId === classes[0])).toBe(true);
    ok(await save(c.health, { studentId: kid.id, values: { height: null } }));
    expect(await stored()).toEqual([]);
  });

  it('refuses bad values, another day, an item or child outside the plan, naming the field and writing nothing', async () => {
    const [kid] = await kidsOf(classes[0]);
    const [outsider] = await kidsOf(classes[2]);
    refused(await save(c.health, { studentId: kid.id, values: { height: 200 } }), 'health-0610', 'values.height');
    refused(await save(c.health, { studentId: kid.id, values: { hearing: 'maybe' } }), 'health-0610', 'values.hearing');
    refused(await save(c.health, { studentId: kid.id, values: { head: 50 } }), 'health-0609', 'values.head');
    refused(await save(c.health, { studentId: kid.id, measuredDay: '2026-04-01', values: { height: 100 } }), 'health-0607', 'measuredDay');
    refused(await save(c.health, { studentId: outsider.id, values: { height: 100 } }), 'health-0608', 'studentId');
    refused(await save(c.health, { studentId: kid.id, values: { height: 'tall' } }), 'health-0610');
    expect(await stored()).toEqual([]);
  });

  it('keeps a teacher to their classes and schools apart', async () => {
    const [mine] = await kidsOf(classes[0]);
    const [other] = await kidsOf(classes[1]);
    ok(await save(c.teacher, { studentId: mine.id, values: { height: 101 } }));
    refused(await save(c.teacher, { studentId: other.id, values: { height: 101 } }), 'common-0405');
    const page = ok(await call(E.page, c.teacher, { planId, pageSize: 20 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((x) => x.clazzId === classes[0])).toBe(true);
    refused(await call(E.page, c.director2, { planId }), 'common-0405');
    refused(await save(c.director2, { studentId: mine.id, values: { height: 101 } }), 'common-0405');
    refused(await call(E.page, c.finance, { planId }), 'common-0403');
    ok(await save(c.health, { studentId: mine.id, values: {} }));
  });

  it('exports records, heights and weights as workbooks with the plan’s columns', async () => {
    const [kid] = await kidsOf(classes[0]);
    ok(await save(c.health, { studentId: kid.id, values: { height: 100, weight: 16 } }));
    const res = await call(E.export, c.health, { planId, clazzId: classes[0] });
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetRows(ok(res) as Buffer);
    expect(sheet[0]).toEqual(expect.arrayContaining(['身高(cm)', '体重(kg)', '听力', '年龄别身高Z']));
    expect(sheet.length).toBe(1 + ok(await call(E.page, c.health, { planId, clazzId: classes[0] })).total);
    const heights = await sheetRows(ok(await call(E.exportHeight, c.health, { planId })) as Buffer);
    expect(heights[0]).toContain('身高(cm)');
    expect(heights[0]).not.toContain('体重(kg)');
    const row = heights.find((r) => r.includes(kid.name))!;
    expect(row).toContain('100');
    ok(await save(c.health, { studentId: kid.id, values: {} }));
  });
});

describe('the record import', () => {
  it('refuses a whole file with one bad row, reports it row by row, then takes the fixed file', async () => {
    const tpl = ok(await call(E.template, c.health, { planId, clazzId: classes[0] })) as Buffer;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl as unknown as ArrayBuffer);
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
    const file = async () => [{ field: 'file', filename: 'r.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) }];
    const upload = async () => call(E.upload, c.health, { planId }, { files: await file() });
    const bad = refused(await upload(), 'file-0012') as { failed: { row: number; reason: string }[]; reportId: number };
    expect(bad.failed).toMatchObject([{ row: 3 }]);
    expect(bad.failed[0].reason).toContain('身高');
    expect(await stored()).toEqual([]);
    const report = ok(await call(E.report, c.health, { id: bad.reportId })) as Buffer;
    expect((await sheetRows(report)).at(-1)?.at(-1)).toContain('身高');
    refused(await call(E.report, c.director1, { id: bad.reportId }), 'common-0405');
    ws.getRow(3).getCell(5).value = 101;
    // the plan is the upload's declared input: without it, or not an id, the file is refused naming it
    refused(await call(E.upload, c.health, malformed({}), { files: await file() }), 'common-0400', 'planId');
    refused(await call(E.upload, c.health, malformed({ planId: 'x' }), { files: await file() }), 'common-0400', 'planId');
    expect(await stored()).toEqual([]);
    expect(ok(await upload())).toEqual({ count: 3 });
    const saved = await stored();
    expect(saved).toHaveLength(3);
    expect(saved.every((r) => typeof r.haz === 'number')).toBe(true);
  });
});
