import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticKit } from '../inspection/statistic-test-kit.ts';

const T = '/attendance/v1/statisticsTemperature';
const M = '/attendance/v1/healthManage';
const march = { start: '2025-03-01', end: '2025-03-31' };
let k: Awaited<ReturnType<typeof statisticKit>>;
beforeAll(async () => {
  k = await statisticKit();
}, 60_000);
afterAll(async () => {
  await k.t.close();
});

describe("children's temperatures", () => {
  it('sums up each child over the range: latest, highest, fever days; fever only; one child in time order', async () => {
    const l = await k.ok(`${T}/getStudentList`, k.health, march);
    expect(l.total).toBe(2);
    expect(l.list[0]).toMatchObject({
      studentId: k.a1.id,
      readings: 3,
      latest: 36.4,
      latestDay: '2025-03-11',
      highest: 37.8,
      feverDays: 1,
    });
    expect((await k.ok(`${T}/getStudentList`, k.health, { ...march, feverOnly: true })).total).toBe(1);
    expect((await k.ok(`${T}/getStudentList`, k.health, { ...march, clazzId: k.b })).list[0].studentId).toBe(k.b1.id);
    const info = await k.ok(`${T}/getStudentInfo`, k.health, { ...march, studentId: k.a1.id });
    expect(info.readings.map((r: { temperature: number }) => r.temperature)).toEqual([36.5, 37.8, 36.4]);
    const rows = await k.sheet(`${T}/export-studentList`, k.health, march);
    expect(rows[1]).toContain('37.8');
    expect((await k.sheet(`${T}/export-studentInfo`, k.health, { ...march, studentId: k.a1.id })).length).toBe(4);
  });

  it("keeps a class-range member to their classes; another school's child is common-0405; the teacher has no access", async () => {
    // the health teacher limited to class A for this case
    const was = (await k.t.db.execute<{ r: boolean }>(sql`select all_range as r from members where id = ${k.health.teacherId}`)).rows[0].r;
    await k.t.db.execute(sql`update members set all_range = false where id = ${k.health.teacherId}`);
    await k.t.db.execute(
      sql`insert into member_class_ranges (school_id, member_id, class_id) values (${k.schoolId}, ${k.health.teacherId}, ${k.a})`,
    );
    try {
      const l = await k.ok(`${T}/getStudentList`, k.health, march);
      expect(l.list.map((r: { studentId: number }) => r.studentId)).toEqual([k.a1.id]);
      expect((await k.code(`${T}/getStudentInfo`, k.health, { ...march, studentId: k.b1.id })).code).toBe('common-0405');
      expect((await k.code(`${T}/getStudentList`, k.health, { ...march, clazzId: k.b })).code).toBe('common-0405');
    } finally {
      await k.t.db.execute(sql`delete from member_class_ranges where member_id = ${k.health.teacherId}`);
      await k.t.db.execute(sql`update members set all_range = ${was} where id = ${k.health.teacherId}`);
    }
    expect((await k.code(`${T}/getStudentInfo`, k.director2, { ...march, studentId: k.a1.id })).code).toBe('common-0405');
    expect((await k.code(`${T}/getStudentList`, k.teacher, march)).code).toBe('common-0403');
  });

  it('refuses a range ending before it starts, naming end', async () => {
    expect(await k.code(`${T}/getStudentList`, k.health, { start: '2025-03-31', end: '2025-03-01' })).toMatchObject({
      code: 'common-0400',
      data: { field: 'end' },
    });
  });
});

describe('staff temperatures', () => {
  it('records a reading (the same window again replaces it), lists it with the phone masked, answers the trend', async () => {
    const who = await k.t.db.execute<{ n: string }>(sql`select real_name as n from members where id = ${k.director.teacherId}`);
    const picked = await k.ok(`${T}/listStaffOption`, k.health, { name: who.rows[0].n });
    expect(picked.map((o: { id: number }) => o.id)).toContain(k.director.teacherId);
    const body = { memberId: k.director.teacherId, day: '2025-03-12', slot: 1, temperature: 37.5 };
    const { id } = await k.ok(`${T}/addTeacherTemperature`, k.health, body);
    expect((await k.ok(`${T}/addTeacherTemperature`, k.health, { ...body, temperature: 36.8 })).id).toBe(id);
    const l = await k.ok(`${T}/getTeacherList`, k.health, march);
    expect(l.list).toHaveLength(1);
    expect(l.list[0]).toMatchObject({ memberId: k.director.teacherId, latest: 36.8, feverDays: 0 });
    expect(l.list[0].phone).toContain('*');
    const info = await k.ok(`${T}/getTeacherInfo`, k.health, { ...march, memberId: k.director.teacherId });
    expect(info.readings).toEqual([{ day: '2025-03-12', slot: 1, temperature: 36.8 }]);
    // the export reveals phones to a holder of the reveal code only
    const [, full] = await k.sheet(`${T}/export-teacherList`, k.director, march);
    expect(full[1]).toMatch(/^1\d{10}$/);
    const [, masked] = await k.sheet(`${T}/export-teacherList`, k.health, march);
    expect(masked[1]).toContain('*');
    expect((await k.sheet(`${T}/export-teacherInfo`, k.director, { ...march, memberId: k.director.teacherId })).length).toBe(2);
  });

  it('shows the demo staff readings of the last two weeks', async () => {
    const today = todayChina(new Date());
    const start = new Date(Date.parse(today) - 13 * 86_400_000).toISOString().slice(0, 10);
    expect((await k.ok(`${T}/getTeacherList`, k.health, { start, end: today })).total).toBeGreaterThan(3);
  });

  it('refuses a future day, two decimals, another school and a caller without the code; nothing written', async () => {
    const body = { memberId: k.director.teacherId, day: '2025-03-13', slot: 1, temperature: 36.6 };
    const next = new Date(Date.parse(todayChina(new Date())) + 86_400_000).toISOString().slice(0, 10);
    expect((await k.code(`${T}/addTeacherTemperature`, k.health, { ...body, day: next })).code).toBe('health-0101');
    expect((await k.code(`${T}/addTeacherTemperature`, k.health, { ...body, temperature: 36.65 })).data.field).toBe('temperature');
    expect((await k.code(`${T}/addTeacherTemperature`, k.health, { ...body, slot: 0 })).data.field).toBe('slot');
    expect((await k.code(`${T}/addTeacherTemperature`, k.director2, body)).code).toBe('common-0405');
    expect((await k.code(`${T}/getTeacherInfo`, k.director2, { ...march, memberId: k.director.teacherId })).code).toBe('common-0405');
    expect((await k.code(`${T}/addTeacherTemperature`, k.teacher, body)).code).toBe('common-0403');
    const n = await k.t.db.execute(sql`select count(*)::int as n from staff_temperatures where day = '2025-03-13' or day > current_date`);
    expect(n.rows[0].n).toBe(0);
  });
});

describe('measures', () => {
  it("lists abnormal checks with findings and measures in the caller's range, and exports them", async () => {
    const l = await k.ok(`${M}/getStudentMeasureInfo`, k.health, march);
    expect(l.list.map((r: { result: string }) => r.result).sort()).toEqual(['abnormal', 'absent-sick']);
    expect(l.list.find((r: { result: string }) => r.result === 'abnormal')).toMatchObject({ measures: '隔离观察', temperature: 37.8 });
    expect((await k.ok(`${M}/getStudentMeasureInfo`, k.director2, march)).total).toBe(0);
    expect((await k.code(`${M}/getStudentMeasureInfo`, k.director2, { ...march, clazzId: k.a })).code).toBe('common-0405');
    expect((await k.code(`${M}/getStudentMeasureInfo`, k.finance, march)).code).toBe('common-0403');
    expect((await k.sheet(`${M}/getStudentMeasure/export`, k.teacher, march)).length).toBe(3);
  });
});
