import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { childOf, chinaDay, poster, rangeOf } from './care-test-kit.ts';

const X = '/attendance/v1/exhort';
let t: TestApp;
let health: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let post: ReturnType<typeof poster>;
let range: number[];
/** Guardians write exhortations in the parent app: the tests insert them as it would. */
const exhort = async (studentId: number, classId: number, day: string) =>
  Number(
    (
      await t.db.execute<{
        id: number;
      }>(sql`insert into exhortations (school_id, student_id, class_id, day, guardian_name, guardian_phone, relation, medicines, notes)
        values (${health.schoolId}, ${studentId}, ${classId}, ${day}, '王丽', '13812345678', '妈妈',
          '[{"name":"布洛芬混悬液","dose":"4ml","times":["12:00"],"imageId":null}]', '发烧38度请喂药') returning id`)
    ).rows[0].id,
  );
beforeAll(async () => {
  t = await createTestApp();
  post = poster(t);
  [health, director2, teacher] = await Promise.all([loginAs(t.app, 'health'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
  range = await rangeOf(t, teacher);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('exhortations', () => {
  it('lists the demo fortnight with masked phones; a class teacher sees only their classes', async () => {
    const all = (await post(`${X}/list-by-page`, health, { startDay: chinaDay(-13), endDay: chinaDay() })).json().data;
    expect(all.total).toBeGreaterThan(10);
    expect(all.list[0].guardianPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const mine = (await post(`${X}/list-by-page`, teacher, { startDay: chinaDay(-13), pageSize: 20 })).json().data;
    expect(mine.list.every((r: { clazzId: number }) => range.includes(r.clazzId))).toBe(true);
    expect(mine.total).toBeLessThan(all.total);
    const open = (await post(`${X}/list-by-page`, health, { confirmed: 'no' })).json().data;
    expect(open.list.every((r: { confirmed: boolean }) => !r.confirmed)).toBe(true);
    expect((await post(`${X}/list-by-page`, health, { confirmed: 'maybe' })).json().code).toBe('common-0400');
  });

  it('lets a class teacher confirm once what was done, in range and not before the day', async () => {
    const child = await childOf(t, health.schoolId, range);
    const id = await exhort(child.id, child.classId, chinaDay());
    const detail = (await post(`${X}/get-exhort-by-id`, teacher, { id })).json().data;
    expect(detail).toMatchObject({
      confirmed: false,
      guardianPhone: '138****5678',
      medicines: [{ name: '布洛芬混悬液', times: ['12:00'] }],
    });
    expect((await post(`${X}/confirm`, teacher, { id, doneTimes: ['25:00'] })).json().code).toBe('common-0400');
    expect((await post(`${X}/confirm`, teacher, { id, doneTimes: ['12:05'], doneNote: '已喂药，午睡后体温37.0' })).json().code).toBe(
      'common-0001',
    );
    expect((await post(`${X}/get-exhort-by-id`, health, { id })).json().data).toMatchObject({
      confirmed: true,
      confirmedByName: expect.any(String),
      doneTimes: ['12:05'],
      doneNote: '已喂药，午睡后体温37.0',
    });
    expect((await post(`${X}/confirm`, health, { id })).json().code).toBe('health-0401');

    const later = await exhort(child.id, child.classId, chinaDay(1));
    expect((await post(`${X}/confirm`, teacher, { id: later })).json().code).toBe('health-0402');
    const outside = await childOf(t, health.schoolId, range, true);
    const theirs = await exhort(outside.id, outside.classId, chinaDay());
    for (const path of ['get-exhort-by-id', 'confirm']) {
      expect((await post(`${X}/${path}`, teacher, { id: theirs })).json().code, path).toBe('common-0405');
      expect((await post(`${X}/${path}`, director2, { id: theirs })).json().code, path).toBe('common-0405');
    }
    const left = await t.db.execute(sql`select confirmed_at from exhortations where school_id = ${health.schoolId} and id = ${theirs}`);
    expect(left.rows[0].confirmed_at).toBeNull();
  });

  it('denies staff without the exhortation code and a header naming another school', async () => {
    const finance = await loginAs(t.app, 'finance');
    expect((await post(`${X}/list-by-page`, finance, {})).json().code).toBe('common-0403');
    expect((await post(`${X}/list-by-page`, teacher, {}, { schoolId: String(director2.schoolId) })).json().code).toBe('gateway-0105');
  });

  it('exports the matching exhortations as a workbook', async () => {
    const q = { startDay: chinaDay(-6), endDay: chinaDay() };
    const res = await post(`${X}/export-list`, health, q);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const total = (await post(`${X}/list-by-page`, health, q)).json().data.total;
    expect(wb.worksheets[0].rowCount).toBe(total + 1);
    expect(String(wb.worksheets[0].getRow(2).getCell(5).value)).toMatch(/\*{4}/);
  });
});
