import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticKit } from './statistic-test-kit.ts';

const W = '/attendance/v1/school/inspectStatistic/web';
const O = '/attendance/v1/option/info';
let k: Awaited<ReturnType<typeof statisticKit>>;
beforeAll(async () => {
  k = await statisticKit();
}, 60_000);
afterAll(async () => {
  await k.t.close();
});

describe('daily list', () => {
  it("lists a day's checks with findings, filters, and each class's counts", async () => {
    const d = await k.ok(`${W}/dailyRecordList`, k.director, { day: '2025-03-10' });
    expect(d.total).toBe(4);
    const abnormal = d.list.find((r: { slot: number; studentId: number }) => r.studentId === k.a1.id && r.slot === 2);
    expect(abnormal).toMatchObject({ result: 'abnormal', temperature: 37.8, measures: '隔离观察', clazzId: k.a });
    expect(abnormal.findings).toEqual([{ itemId: k.item, itemName: '测试皮肤', finding: '皮疹' }]);
    const a = d.classTotals.find((c: { clazzId: number }) => c.clazzId === k.a);
    expect(a).toMatchObject({ roster: 20, checked: 3, abnormal: 1, fever: 1, absentSick: 1 });
    expect((await k.ok(`${W}/dailyRecordList`, k.director, { day: '2025-03-10', finding: '皮疹' })).total).toBe(1);
    expect((await k.ok(`${W}/dailyRecordList`, k.director, { day: '2025-03-10', result: 'absent-sick' })).list[0].studentId).toBe(k.a2.id);
    expect((await k.ok(`${W}/dailyRecordList`, k.director, { day: '2025-03-10', slot: 2 })).classTotals).toHaveLength(1);
    expect((await k.ok(`${W}/dailyRecordList`, k.director, { day: '2025-03-10', studentName: k.b1.name })).total).toBe(1);
    const items = await k.ok(`${W}/getInspectDailyItemOption`, k.health);
    expect(items.find((i: { id: number }) => i.id === k.item)).toMatchObject({ findings: ['皮疹'] });
  });

  it("keeps a teacher to their classes and another school's director out", async () => {
    const d = await k.ok(`${W}/dailyRecordList`, k.teacher, { day: '2025-03-10' });
    expect(new Set(d.list.map((r: { clazzId: number }) => r.clazzId))).toEqual(new Set([k.a]));
    expect(d.classTotals.map((c: { clazzId: number }) => c.clazzId)).toEqual([k.a]);
    expect((await k.code(`${W}/dailyRecordList`, k.teacher, { day: '2025-03-10', clazzId: k.b })).code).toBe('common-0405');
    expect((await k.code(`${W}/dailyRecordList`, k.director2, { day: '2025-03-10', clazzId: k.a })).code).toBe('common-0405');
    expect((await k.ok(`${W}/dailyRecordList`, k.director2, { day: '2025-03-10' })).total).toBe(0);
    expect((await k.code(`${W}/dailyRecordList`, k.finance, { day: '2025-03-10' })).code).toBe('common-0403');
  });

  it('refuses a bad day, window or result naming the field', async () => {
    for (const [body, field] of [
      [{ day: '2025-02-30' }, 'day'],
      [{ day: '2025-03-10', slot: 4 }, 'slot'],
      [{ day: '2025-03-10', result: 'sick' }, 'result'],
    ] as const) {
      expect(await k.code(`${W}/dailyRecordList`, k.director, body)).toMatchObject({ code: 'common-0400', data: { field } });
    }
  });

  it("exports the day as a workbook of the caller's range", async () => {
    const rows = await k.sheet(`${W}/export-dailyRecord`, k.teacher, { day: '2025-03-10' });
    expect(rows).toHaveLength(4);
    expect(rows.some((r) => r.includes('发热') && r.includes('测试皮肤: 皮疹'))).toBe(true);
    // the file and its sheet are named after the day
    const res = await k.post(`${W}/export-dailyRecord`, k.teacher, { day: '2025-03-10' });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('晨午检记录-2025-03-10.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect(wb.worksheets[0].name).toBe('2025-03-10');
  });
});

describe('month matrices', () => {
  it("answers a class's month: each child's cells by day and slot, counts per child and per day", async () => {
    const m = await k.ok(`${W}/monthRecordList`, k.teacher, { clazzId: k.a, month: '2025-03' });
    expect(m.daysInMonth).toBe(31);
    const row = m.list.find((r: { studentId: number }) => r.studentId === k.a1.id);
    expect(row.days[9]).toEqual(['normal', 'fever', null]);
    expect(row.days[10]).toEqual(['normal', null, null]);
    expect(row).toMatchObject({ normal: 2, abnormal: 1, fever: 1, absentSick: 0 });
    expect(m.dayTotals.find((d: { day: string }) => d.day === '2025-03-10')).toMatchObject({ checked: 3, fever: 1, roster: 20 });
    const rows = await k.sheet(`${W}/export-monthRecord`, k.teacher, { clazzId: k.a, month: '2025-03' });
    const a1 = rows.find((r) => r[0] === k.a1.name);
    expect(a1?.[10]).toBe('√▲·');
  });

  it("answers one child's month with findings and measures; out of range or school is common-0405", async () => {
    const s = await k.ok(`${W}/studentMonthRecordList`, k.teacher, { studentId: k.a1.id, month: '2025-03' });
    expect(s.days.map((d: { day: string }) => d.day)).toEqual(['2025-03-10', '2025-03-11']);
    expect(s.days[0].slots[1]).toMatchObject({ slot: 2, temperature: 37.8, measures: '隔离观察', findings: [{ finding: '皮疹' }] });
    expect((await k.sheet(`${W}/export-studentMonthRecord`, k.director, { studentId: k.a1.id, month: '2025-03' })).length).toBe(4);
    expect((await k.code(`${W}/studentMonthRecordList`, k.teacher, { studentId: k.b1.id, month: '2025-03' })).code).toBe('common-0405');
    expect((await k.code(`${W}/monthRecordList`, k.teacher, { clazzId: k.b, month: '2025-03' })).code).toBe('common-0405');
    expect((await k.code(`${W}/monthRecordList`, k.director2, { clazzId: k.a, month: '2025-03' })).code).toBe('common-0405');
    expect(await k.code(`${W}/monthRecordList`, k.director, { clazzId: k.a, month: '2025-13' })).toMatchObject({
      data: { field: 'month' },
    });
  });
});

describe('grade and class options', () => {
  it("answers the caller's range: a teacher their classes and their grades", async () => {
    const all = await k.ok(`${O}/classOptionList`, k.director);
    const own = await k.ok(`${O}/classOptionList`, k.teacher);
    expect(own.map((c: { id: number }) => c.id)).toContain(k.a);
    expect(own.map((c: { id: number }) => c.id)).not.toContain(k.b);
    expect(all.length).toBeGreaterThan(own.length);
    const grades = await k.ok(`${O}/gradeOptionList`, k.teacher);
    expect(new Set(grades.map((g: { id: number }) => g.id))).toEqual(new Set(own.map((c: { gradeId: number }) => c.gradeId)));
    const g = own[0].gradeId;
    expect((await k.ok(`${O}/classOptionList`, k.director, { gradeId: g })).every((c: { gradeId: number }) => c.gradeId === g)).toBe(true);
    expect((await k.code(`${O}/classOptionList`, k.finance)).code).toBe('common-0403');
    expect((await k.code(`${O}/classOptionList`, k.director, { gradeId: 'x' })).data.field).toBe('gradeId');
  });
  it('lists the classes exam plans measure, within the range', async () => {
    const plan = await k.t.db.execute<{ id: string }>(sql`insert into exam_plans (school_id, name, starts_on, ends_on, items)
      values (${k.schoolId}, '春季体检', '2025-03-01', '2025-03-31', '{height,weight}') returning id`);
    const id = Number(plan.rows[0].id);
    await k.t.db.execute(
      sql`insert into exam_plan_classes (school_id, plan_id, class_id) values (${k.schoolId}, ${id}, ${k.a}), (${k.schoolId}, ${id}, ${k.b})`,
    );
    const all = await k.ok(`${O}/listClazzOptionByPlanIds`, k.director, { planIds: [id] });
    expect(all.map((c: { id: number }) => c.id).sort()).toEqual([k.a, k.b].sort());
    expect(all[0].planIds).toEqual([id]);
    expect((await k.ok(`${O}/listClazzOptionByPlanIds`, k.teacher, { planIds: [id] })).map((c: { id: number }) => c.id)).toEqual([k.a]);
    expect(await k.ok(`${O}/listClazzOptionByPlanIds`, k.director2, { planIds: [id] })).toEqual([]);
    expect((await k.code(`${O}/listClazzOptionByPlanIds`, k.director, { planIds: [] })).data.field).toBe('planIds');
  });
});
