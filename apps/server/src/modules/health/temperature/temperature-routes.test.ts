import type { Endpoint } from '@kg/shared';
import { temperatureEndpoints as E, measureEndpoints as M } from '@kg/shared/modules/health/temperature/temperature';
import { todayChina } from '@kg/shared/time/china';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answered, call, malformed, ok, refused } from '../../../../test/harness.ts';
import { members } from '../../../db/schema/index.ts';
import { statisticKit } from '../inspection/statistic-test-kit.ts';

const march = { start: '2025-03-01', end: '2025-03-31' };
let k: Awaited<ReturnType<typeof statisticKit>>;
beforeAll(async () => {
  k = await statisticKit();
}, 60_000);
afterAll(async () => {
  await k.t.close();
});

/** The first sheet of a workbook answer, as rows of cell texts. */
async function sheet(res: Answered<Endpoint>) {
  const file = ok(res);
  expect(res.raw.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) =>
    rows.push((r.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')))),
  );
  return rows;
}

describe("children's temperatures", () => {
  it('sums up each child over the range: latest, highest, fever days; fever only; one child in time order', async () => {
    const l = ok(await call(E.childList, k.health, march));
    expect(l.total).toBe(2);
    expect(l.list[0]).toMatchObject({
      studentId: k.a1.id,
      readings: 3,
      latest: 36.4,
      latestDay: '2025-03-11',
      highest: 37.8,
      feverDays: 1,
    });
    expect(ok(await call(E.childList, k.health, { ...march, feverOnly: true })).total).toBe(1);
    expect(ok(await call(E.childList, k.health, { ...march, clazzId: k.b })).list[0].studentId).toBe(k.b1.id);
    const info = ok(await call(E.childInfo, k.health, { ...march, studentId: k.a1.id }));
    expect(info.readings.map((r) => r.temperature)).toEqual([36.5, 37.8, 36.4]);
    const rows = await sheet(await call(E.exportChildList, k.health, march));
    expect(rows[1]).toContain('37.8');
    expect((await sheet(await call(E.exportChildInfo, k.health, { ...march, studentId: k.a1.id }))).length).toBe(4);
  });

  it("keeps a class-range member to their classes; another school's child is common-0405; the teacher has no access", async () => {
    // the health teacher limited to class A for this case
    const [{ was }] = await k.t.db.select({ was: members.allRange }).from(members).where(eq(members.id, k.health.teacherId));
    await k.t.db.execute(sql`update members set all_range = false where id = ${k.health.teacherId}`);
    await k.t.db.execute(
      sql`insert into member_class_ranges (school_id, member_id, class_id) values (${k.schoolId}, ${k.health.teacherId}, ${k.a})`,
    );
    try {
      const l = ok(await call(E.childList, k.health, march));
      expect(l.list.map((r) => r.studentId)).toEqual([k.a1.id]);
      refused(await call(E.childInfo, k.health, { ...march, studentId: k.b1.id }), 'common-0405');
      refused(await call(E.childList, k.health, { ...march, clazzId: k.b }), 'common-0405');
    } finally {
      await k.t.db.execute(sql`delete from member_class_ranges where member_id = ${k.health.teacherId}`);
      await k.t.db.execute(sql`update members set all_range = ${was} where id = ${k.health.teacherId}`);
    }
    refused(await call(E.childInfo, k.director2, { ...march, studentId: k.a1.id }), 'common-0405');
    refused(await call(E.childList, k.teacher, march), 'common-0403');
  });

  it('refuses a range ending before it starts, naming end', async () => {
    refused(await call(E.childList, k.health, { ...march, start: '2025-03-31', end: '2025-03-01' }), 'common-0400', 'end');
  });
});

describe('staff temperatures', () => {
  it('records a reading (the same window again replaces it), lists it with the phone masked, answers the trend', async () => {
    const [who] = await k.t.db.select({ name: members.realName }).from(members).where(eq(members.id, k.director.teacherId));
    const picked = ok(await call(E.staffOptions, k.health, { name: who.name }));
    expect(picked.map((o) => o.id)).toContain(k.director.teacherId);
    const body = { memberId: k.director.teacherId, day: '2025-03-12', slot: 1, temperature: 37.5 };
    const { id } = ok(await call(E.addStaff, k.health, body));
    expect(ok(await call(E.addStaff, k.health, { ...body, temperature: 36.8 })).id).toBe(id);
    const l = ok(await call(E.staffList, k.health, march));
    expect(l.list).toHaveLength(1);
    expect(l.list[0]).toMatchObject({ memberId: k.director.teacherId, latest: 36.8, feverDays: 0 });
    expect(l.list[0].phone).toContain('*');
    const info = ok(await call(E.staffInfo, k.health, { ...march, memberId: k.director.teacherId }));
    expect(info.readings).toEqual([{ day: '2025-03-12', slot: 1, temperature: 36.8 }]);
    // the export reveals phones to a holder of the reveal code only
    const [, full] = await sheet(await call(E.exportStaffList, k.director, march));
    expect(full[1]).toMatch(/^1\d{10}$/);
    const [, masked] = await sheet(await call(E.exportStaffList, k.health, march));
    expect(masked[1]).toContain('*');
    expect((await sheet(await call(E.exportStaffInfo, k.director, { ...march, memberId: k.director.teacherId }))).length).toBe(2);
  });

  it('shows the demo staff readings of the last two weeks', async () => {
    const today = todayChina(new Date());
    const start = new Date(Date.parse(today) - 13 * 86_400_000).toISOString().slice(0, 10);
    expect(ok(await call(E.staffList, k.health, { ...march, start, end: today })).total).toBeGreaterThan(3);
  });

  it('refuses a future day, two decimals, another school and a caller without the code; nothing written', async () => {
    const body = { memberId: k.director.teacherId, day: '2025-03-13', slot: 1, temperature: 36.6 };
    const next = new Date(Date.parse(todayChina(new Date())) + 86_400_000).toISOString().slice(0, 10);
    refused(await call(E.addStaff, k.health, { ...body, day: next }), 'health-0101');
    refused(await call(E.addStaff, k.health, { ...body, temperature: 36.65 }), 'common-0400', 'temperature');
    refused(await call(E.addStaff, k.health, malformed({ ...body, slot: 0 })), 'common-0400', 'slot');
    refused(await call(E.addStaff, k.director2, body), 'common-0405');
    refused(await call(E.staffInfo, k.director2, { ...march, memberId: k.director.teacherId }), 'common-0405');
    refused(await call(E.addStaff, k.teacher, body), 'common-0403');
    const n = await k.t.db.execute(
      sql`select count(*)::int as n from staff_temperatures where day = '2025-03-13' or day > ${todayChina(new Date())}::date`,
    );
    expect(n.rows[0].n).toBe(0);
  });
});

describe('measures', () => {
  it("lists abnormal checks with findings and measures in the caller's range, and exports them", async () => {
    const l = ok(await call(M.list, k.health, march));
    expect(l.list.map((r) => r.result).sort()).toEqual(['abnormal', 'absent-sick']);
    expect(l.list.find((r) => r.result === 'abnormal')).toMatchObject({ measures: '隔离观察', temperature: 37.8 });
    expect(ok(await call(M.list, k.director2, march)).total).toBe(0);
    refused(await call(M.list, k.director2, { ...march, clazzId: k.a }), 'common-0405');
    refused(await call(M.list, k.finance, march), 'common-0403');
    expect((await sheet(await call(M.export, k.teacher, march))).length).toBe(3);
  });
});
