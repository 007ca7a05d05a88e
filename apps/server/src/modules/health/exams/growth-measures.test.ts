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
/** children of the plan's class, aged on the measuring day as the tests need */
let two: { id: number; sex: 'M' | 'F' };
let toddler: number;
const P = '/attendance/v1/exam';
const N = '/attendance/v1/nutrition/status/statistic/web';
const DAY = '2026-03-05';

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  const plan = {
    name: '测量方式',
    startDay: '2026-03-01',
    endDay: '2026-03-31',
    clazzIds: [classes[0]],
    items: ['height', 'weight', 'hearing'],
  };
  planId = (await post(t, `${P}/plan/create`, c.health, plan)).json().data.id;
  const kids = await rows<{ id: number; gender: number }>(
    t,
    sql`select id::int, gender::int from students where class_id = ${classes[0]} and status = 1 order by name, id limit 2`,
  );
  // exactly two years (731 days) on the measuring day, and two and a half (913 days)
  await t.db.execute(sql`update students set birthday = ${DAY}::date - 731 where id = ${kids[0].id}`);
  await t.db.execute(sql`update students set birthday = ${DAY}::date - 913 where id = ${kids[1].id}`);
  two = { id: kids[0].id, sex: kids[0].gender === 1 ? 'M' : 'F' };
  toddler = kids[1].id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const save = (over: object) => post(t, `${P}/record/update`, c.health, { planId, measuredDay: DAY, ...over }).then((r) => r.json());

/** WHO's z from the LMS row the reference loader stored for this sex at 731 days (independent of the engine). */
async function whoZ(measure: string, by: string, x: number, y: number) {
  const [r] = await rows<{ l: number; m: number; s: number }>(
    t,
    sql`select l, m, s from growth_lms where reference = 'who2006' and sex = ${two.sex} and measure = ${measure} and by = ${by} and x = ${x}`,
  );
  return ((y / r.m) ** r.l - 1) / (r.l * r.s);
}

describe('how a child was measured', () => {
  it('takes 0.7 cm off a lying length at two years before the z-scores, and stores how it was measured', async () => {
    const lying = (await save({ studentId: two.id, values: { height: 88, weight: 12.5 }, position: 'lying' })).data;
    expect(lying.position).toBe('lying');
    expect(Math.abs(lying.haz - (await whoZ('stature', 'age_days', 731, 87.3)))).toBeLessThanOrEqual(0.01);
    expect(Math.abs(lying.whz - (await whoZ('weight', 'height_cm', 87.3, 12.5)))).toBeLessThanOrEqual(0.01);
    // without a position a two-year-old is taken as standing: the height is read as it is
    const standing = (await save({ studentId: two.id, values: { height: 88, weight: 12.5 } })).data;
    expect(standing.position).toBe('standing');
    expect(Math.abs(standing.haz - (await whoZ('stature', 'age_days', 731, 88)))).toBeLessThanOrEqual(0.01);
    expect(standing.haz).toBeGreaterThan(lying.haz);
  });

  it('with oedema gives no weight-based z-score, keeps height-for-age and flags the record', async () => {
    const r = (await save({ studentId: two.id, values: { height: 88, weight: 12.5 }, oedema: true })).data;
    expect(r).toMatchObject({ oedema: true, waz: null, whz: null, baz: null });
    expect(r.haz).not.toBeNull();
    const sheet = await sheetRows((await post(t, `${P}/record/export`, c.health, { planId })).rawPayload);
    const verdicts = sheet.slice(1).map((row) => row[sheet[0].indexOf('评价')]);
    expect(verdicts.filter((v) => v?.includes('水肿'))).toHaveLength(1);
    await save({ studentId: two.id, values: {} });
  });

  it('refuses a position that is neither lying nor standing, naming the field', async () => {
    const r = await save({ studentId: two.id, values: { height: 88 }, position: 'sitting' });
    expect(r.code).not.toBe(0);
    expect(JSON.stringify(r)).toContain('position');
    expect(await rows(t, sql`select 1 from exam_records where plan_id = ${planId} and student_id = ${two.id}`)).toEqual([]);
  });

  it('says "not assessed", never "normal", for a record without any z-score', async () => {
    await save({ studentId: two.id, values: { hearing: 'pass' } });
    const sheet = await sheetRows((await post(t, `${P}/record/export`, c.health, { planId })).rawPayload);
    const header = sheet[0];
    const row = sheet.find((r) => r[header.indexOf('听力')] === '通过')!;
    expect(row[header.indexOf('评价')]).toBe('未评价');
    // the growth list and the nutrition assessment workbooks say the same
    for (const [url, column] of [
      [`${P}/statistic/student/export`, '评价'],
      [`${N}/stateEvaluation`, null],
    ] as const) {
      const book = await sheetRows((await post(t, url, c.health, { planId })).rawPayload);
      const cells = book.slice(1).flatMap((r) => (column ? [r[book[0].indexOf(column)]] : r));
      expect(cells, url).toContain('未评价');
      expect(cells, url).not.toContain('正常');
    }
    await save({ studentId: two.id, values: {} });
  });
});

describe('the record template', () => {
  it('pre-fills the plan’s date and each child’s position, and imports the position column', async () => {
    const tpl = await post(t, `${P}/record/template`, c.health, { planId, clazzId: classes[0] });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
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
      multipartCall(t.app, `${P}/record/upload?planId=${planId}`, {
        token: c.health.token,
        parts: [{ field: 'file', filename: 'r.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) }],
      });
    const bad = (await upload()).json();
    expect(bad.code).toBe('file-0012');
    expect(bad.data.failed[0].reason).toContain('测量方式');
    row.getCell(col('测量方式(卧位/立位)')).value = '卧位';
    expect((await upload()).json().data).toEqual({ count: 1 });
    const [stored] = await rows<{ position: string; haz: number }>(
      t,
      sql`select position, haz from exam_records where plan_id = ${planId} and student_id = ${two.id}`,
    );
    expect(stored.position).toBe('lying');
    expect(Math.abs(stored.haz - (await whoZ('stature', 'age_days', 731, 87.3)))).toBeLessThanOrEqual(0.01);
    await save({ studentId: two.id, values: {} });
  });
});

describe('age bands', () => {
  it('counts a two-and-a-half-year-old (托班) in the first band of both statistics', async () => {
    await save({ studentId: toddler, values: { height: 92, weight: 13.5 } });
    const bands = (await post(t, `${N}/listAgeStatistic`, c.health, { planId })).json().data as { band: string; assessed: number }[];
    expect(bands.map((b) => b.band)).toContain('2-3');
    expect(bands.reduce((n, b) => n + b.assessed, 0)).toBe(1);
    expect(bands.filter((b) => b.band === '2-3').reduce((n, b) => n + b.assessed, 0)).toBe(1);
    const stat = (await post(t, `${P}/statistic/height`, c.health, { planId, groupBy: 'age' })).json().data;
    expect(stat.groups.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual([['y2', 1]]);
  });
});
