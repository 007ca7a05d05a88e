import { exhortEndpoints as X } from '@kg/shared/modules/health/care/exhort';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { exhortations } from '../../../db/schema/index.ts';
import { childOf, chinaDay, rangeOf } from './care-test-kit.ts';

let t: TestApp;
let health: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let range: number[];
/** Guardians write exhortations in the parent app: the tests insert them as it would. */
const exhort = async (studentId: number, classId: number, day: string) => {
  const [row] = await t.db
    .insert(exhortations)
    .values({
      schoolId: health.schoolId,
      studentId,
      classId,
      day,
      guardianName: '王丽',
      guardianPhone: '13812345678',
      relation: '妈妈',
      medicines: [{ name: '布洛芬混悬液', dose: '4ml', times: ['12:00'], imageId: null }],
      notes: '发烧38度请喂药',
    })
    .returning({ id: exhortations.id });
  return row.id;
};
beforeAll(async () => {
  t = await createTestApp();
  [health, director2, teacher] = await Promise.all([loginAs(t.app, 'health'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
  range = await rangeOf(t, teacher);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('exhortations', () => {
  it('lists the demo fortnight with masked phones; a class teacher sees only their classes', async () => {
    const all = ok(await call(X.list, health, { startDay: chinaDay(-13), endDay: chinaDay() }));
    expect(all.total).toBeGreaterThan(10);
    expect(all.list[0].guardianPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const mine = ok(await call(X.list, teacher, { startDay: chinaDay(-13), pageSize: 20 }));
    expect(mine.list.every((r) => range.includes(r.clazzId))).toBe(true);
    expect(mine.total).toBeLessThan(all.total);
    const open = ok(await call(X.list, health, { confirmed: 'no' }));
    expect(open.list.every((r) => !r.confirmed)).toBe(true);
    refused(await call(X.list, health, malformed({ confirmed: 'maybe' })), 'common-0400');
  });

  it('lets a class teacher confirm once what was done, in range and not before the day', async () => {
    const child = await childOf(t, health.schoolId, range);
    const id = await exhort(child.id, child.classId, chinaDay());
    expect(ok(await call(X.detail, teacher, { id }))).toMatchObject({
      confirmed: false,
      guardianPhone: '138****5678',
      medicines: [{ name: '布洛芬混悬液', times: ['12:00'] }],
    });
    refused(await call(X.confirm, teacher, { id, doneTimes: ['25:00'] }), 'common-0400');
    ok(await call(X.confirm, teacher, { id, doneTimes: ['12:05'], doneNote: '已喂药，午睡后体温37.0' }));
    expect(ok(await call(X.detail, health, { id }))).toMatchObject({
      confirmed: true,
      confirmedByName: expect.any(String),
      doneTimes: ['12:05'],
      doneNote: '已喂药，午睡后体温37.0',
    });
    refused(await call(X.confirm, health, { id, doneNote: null }), 'health-0401');

    const later = await exhort(child.id, child.classId, chinaDay(1));
    refused(await call(X.confirm, teacher, { id: later, doneNote: null }), 'health-0402');
    const outside = await childOf(t, health.schoolId, range, true);
    const theirs = await exhort(outside.id, outside.classId, chinaDay());
    for (const e of [X.detail, X.confirm]) {
      refused(await call(e, teacher, { id: theirs, doneNote: null }), 'common-0405');
      refused(await call(e, director2, { id: theirs, doneNote: null }), 'common-0405');
    }
    const [left] = await t.db
      .select({ confirmedAt: exhortations.confirmedAt })
      .from(exhortations)
      .where(and(eq(exhortations.schoolId, health.schoolId), eq(exhortations.id, theirs)));
    expect(left.confirmedAt).toBeNull();
  });

  it('denies staff without the exhortation code and a header naming another school', async () => {
    const finance = await loginAs(t.app, 'finance');
    refused(await call(X.list, finance), 'common-0403');
    refused(await call(X.list, teacher, {}, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
  });

  it('exports the matching exhortations as a workbook', async () => {
    const q = { startDay: chinaDay(-6), endDay: chinaDay() };
    const res = await call(X.export, health, q);
    const file = ok(res);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const total = ok(await call(X.list, health, q)).total;
    expect(wb.worksheets[0].rowCount).toBe(total + 1);
    expect(String(wb.worksheets[0].getRow(2).getCell(5).value)).toMatch(/\*{4}/);
  });
});
