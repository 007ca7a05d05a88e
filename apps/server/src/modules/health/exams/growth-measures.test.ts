import type { PlanInput } from '@kg/shared/modules/health/exams/exam-schemas';
import { examRecordEndpoints as E, examPlanEndpoints as P } from '@kg/shared/modules/health/exams/exams';
import { nutritionEndpoints as N } from '@kg/shared/modules/health/growth/nutrition';
import { growthStatEndpoints as G } from '@kg/shared/modules/health/growth-stats/growth-statistics';
import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { examRecords, growthLms, students } from '../../../db/schema/index.ts';
import { type Cast, cast, classIds, sheetRows } from '../records/records-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let planId: number;
/** children of the plan's class, aged on the measuring day as the tests need */
let two: { id: number; sex: 'M' | 'F' };
let toddler: number;
const DAY = '2026-03-05';

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  const plan: PlanInput = {
    name: '测量方式',
    startDay: '2026-03-01',
    endDay: '2026-03-31',
    clazzIds: [classes[0]],
    items: ['height', 'weight', 'hearing'],
  };
  planId = ok(await call(P.create, c.health, plan)).id;
  const kids = await t.db
    .select({ id: students.id, gender: students.gender })
    .from(students)
    .where(and(eq(students.classId, classes[0]), eq(students.status, 1)))
    .orderBy(asc(students.name), asc(students.id))
    .limit(2);
  // exactly two years (731 days) on the measuring day, and two and a half (913 days)
  for (const [kid, days] of [
    [kids[0].id, 731],
    [kids[1].id, 913],
  ])
    await t.db
      .update(students)
      .set({ birthday: sql`${DAY}::date - ${days}::int` })
      .where(eq(students.id, kid));
  two = { id: kids[0].id, sex: kids[0].gender === 1 ? 'M' : 'F' };
  toddler = kids[1].id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A save of one child's record as the test gives it (a position on purpose outside the declared ones). */
const save = (over: { studentId: number; values: Record<string, unknown>; position?: string; oedema?: boolean }) =>
  call(E.update, c.health, malformed({ planId, measuredDay: DAY, ...over }));
const saved = async (over: Parameters<typeof save>[0]) => ok(await save(over));
const recordOf = (studentId: number) =>
  t.db
    .select({ position: examRecords.position, haz: examRecords.haz })
    .from(examRecords)
    .where(and(eq(examRecords.planId, planId), eq(examRecords.studentId, studentId)));

/** WHO's z from the LMS row the reference loader stored for this sex at 731 days (independent of the engine). */
async function whoZ(measure: string, by: string, x: number, y: number) {
  const g = growthLms;
  const [r] = await t.db
    .select({ l: g.l, m: g.m, s: g.s })
    .from(g)
    .where(and(eq(g.reference, 'who2006'), eq(g.sex, two.sex), eq(g.measure, measure), eq(g.by, by), eq(g.x, x)));
  return ((y / r.m) ** r.l - 1) / (r.l * r.s);
}

describe('how a child was measured', () => {
  it('takes 0.7 cm off a lying length at two years before the z-scores, and stores how it was measured', async () => {
    const lying = await saved({ studentId: two.id, values: { height: 88, weight: 12.5 }, position: 'lying' });
    expect(lying.position).toBe('lying');
    expect(Math.abs(lying.haz! - (await whoZ('stature', 'age_days', 731, 87.3)))).toBeLessThanOrEqual(0.01);
    expect(Math.abs(lying.whz! - (await whoZ('weight', 'height_cm', 87.3, 12.5)))).toBeLessThanOrEqual(0.01);
    // without a position a two-year-old is taken as standing: the height is read as it is
    const standing = await saved({ studentId: two.id, values: { height: 88, weight: 12.5 } });
    expect(standing.position).toBe('standing');
    expect(Math.abs(standing.haz! - (await whoZ('stature', 'age_days', 731, 88)))).toBeLessThanOrEqual(0.01);
    expect(standing.haz).toBeGreaterThan(lying.haz!);
  });

  it('with oedema gives no weight-based z-score, keeps height-for-age and flags the record', async () => {
    const r = await saved({ studentId: two.id, values: { height: 88, weight: 12.5 }, oedema: true });
    expect(r).toMatchObject({ oedema: true, waz: null, whz: null, baz: null });
    expect(r.haz).not.toBeNull();
    const sheet = await sheetRows(ok(await call(E.export, c.health, { planId })) as Buffer);
    const verdicts = sheet.slice(1).map((row) => row[sheet[0].indexOf('评价')]);
    expect(verdicts.filter((v) => v?.includes('水肿'))).toHaveLength(1);
    await saved({ studentId: two.id, values: {} });
  });

  it('refuses a position that is neither lying nor standing, naming the field', async () => {
    refused(await save({ studentId: two.id, values: { height: 88 }, position: 'sitting' }), 'common-0400', 'position');
    expect(await recordOf(two.id)).toEqual([]);
  });

  it('says "not assessed", never "normal", for a record without any z-score', async () => {
    await saved({ studentId: two.id, values: { hearing: 'pass' } });
    const sheet = await sheetRows(ok(await call(E.export, c.health, { planId })) as Buffer);
    const header = sheet[0];
    const row = sheet.find((r) => r[header.indexOf('听力')] === '通过')!;
    expect(row[header.indexOf('评价')]).toBe('未评价');
    // the growth list and the nutrition assessment workbooks say the same
    const growthList = await sheetRows(ok(await call(G.studentsExport, c.health, { planId })) as Buffer);
    const nutrition = await sheetRows(ok(await call(N.stateEvaluation, c.health, { planId })) as Buffer);
    for (const [name, book, column] of [
      ['growth list', growthList, '评价'],
      ['nutrition assessment', nutrition, null],
    ] as const) {
      const cells = book.slice(1).flatMap((r) => (column ? [r[book[0].indexOf(column)]] : r));
      expect(cells, name).toContain('未评价');
      expect(cells, name).not.toContain('正常');
    }
    await saved({ studentId: two.id, values: {} });
  });
});

describe('the record template', () => {
  it('pre-fills the plan’s date and each child’s position, and imports the position column', async () => {
    const tpl = ok(await call(E.template, c.health, { planId, clazzId: classes[0] })) as Buffer;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual(expect.arrayContaining(['测量日期', '测量方式(卧位/立位)', '水肿(是/否)']));
    const col = (name: string) => header.indexOf(name) + 1;
    const rowOf = (id: number) => [...Array(ws.rowCount).keys()].map((i) => ws.getRow(i + 1)).find((r) => r.getCell(1).value === id)!;
    const row = rowOf(two.id);
    const day = row.getCell(col('测量日期')).value;
    expect(day instanceof Date ? day.toISOString().slice(0, 10) : String(day)).toContain('2026-03-01');
    // on the plan's first day this child is 727 days old: measured lying, as WHO does under two
    expect(row.getCell(col('测量方式(卧位/立位)')).value).toBe('卧位');
    row.getCell(col('测量日期')).value = DAY;
    row.getCell(col('身高(cm)')).value = 88;
    row.getCell(col('测量方式(卧位/立位)')).value = '坐位';
    const upload = async () =>
      call(
        E.upload,
        c.health,
        { planId },
        { files: [{ field: 'file', filename: 'r.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) }] },
      );
    const bad = refused(await upload(), 'file-0012') as { failed: { reason: string }[] };
    expect(bad.failed[0].reason).toContain('测量方式');
    row.getCell(col('测量方式(卧位/立位)')).value = '卧位';
    expect(ok(await upload())).toEqual({ count: 1 });
    const [stored] = await recordOf(two.id);
    expect(stored.position).toBe('lying');
    expect(Math.abs(stored.haz! - (await whoZ('stature', 'age_days', 731, 87.3)))).toBeLessThanOrEqual(0.01);
    await saved({ studentId: two.id, values: {} });
  });
});

describe('age bands', () => {
  it('counts a two-and-a-half-year-old (托班) in the first band of both statistics', async () => {
    await saved({ studentId: toddler, values: { height: 92, weight: 13.5 } });
    const bands = ok(await call(N.ageStatistic, c.health, { planId }));
    expect(bands.map((b) => b.band)).toContain('2-3');
    expect(bands.reduce((n, b) => n + b.assessed, 0)).toBe(1);
    expect(bands.filter((b) => b.band === '2-3').reduce((n, b) => n + b.assessed, 0)).toBe(1);
    const stat = ok(await call(G.height, c.health, { planId, groupBy: 'age' }));
    expect(stat.groups.map((g) => [g.key, g.count])).toEqual([['y2', 1]]);
  });
});
