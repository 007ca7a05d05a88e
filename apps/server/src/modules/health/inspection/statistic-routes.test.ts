import { optionEndpoints as O, statisticEndpoints as W } from '@kg/shared/modules/health/inspection/inspection';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, malformed, ok, refused } from '../../../../test/harness.ts';
import { examPlanClasses, examPlans } from '../../../db/schema/index.ts';
import { sheetOf, statisticKit } from './statistic-test-kit.ts';

let k: Awaited<ReturnType<typeof statisticKit>>;
beforeAll(async () => {
  k = await statisticKit();
}, 60_000);
afterAll(async () => {
  await k.t.close();
});

describe('daily list', () => {
  it("lists a day's checks with findings, filters, and each class's counts", async () => {
    const d = ok(await call(W.dailyList, k.director, { day: '2025-03-10' }));
    expect(d.total).toBe(4);
    const abnormal = d.list.find((r) => r.studentId === k.a1.id && r.slot === 2)!;
    expect(abnormal).toMatchObject({ result: 'abnormal', temperature: 37.8, measures: '隔离观察', clazzId: k.a });
    expect(abnormal.findings).toEqual([{ itemId: k.item, itemName: '测试皮肤', finding: '皮疹' }]);
    const a = d.classTotals.find((c) => c.clazzId === k.a);
    expect(a).toMatchObject({ roster: 20, checked: 3, abnormal: 1, fever: 1, absentSick: 1 });
    expect(ok(await call(W.dailyList, k.director, { day: '2025-03-10', finding: '皮疹' })).total).toBe(1);
    expect(ok(await call(W.dailyList, k.director, { day: '2025-03-10', result: 'absent-sick' })).list[0].studentId).toBe(k.a2.id);
    expect(ok(await call(W.dailyList, k.director, { day: '2025-03-10', slot: 2 })).classTotals).toHaveLength(1);
    expect(ok(await call(W.dailyList, k.director, { day: '2025-03-10', studentName: k.b1.name })).total).toBe(1);
    const items = ok(await call(W.itemOptions, k.health));
    expect(items.find((i) => i.id === k.item)).toMatchObject({ findings: ['皮疹'] });
  });

  it("keeps a teacher to their classes and another school's director out", async () => {
    const d = ok(await call(W.dailyList, k.teacher, { day: '2025-03-10' }));
    expect(new Set(d.list.map((r) => r.clazzId))).toEqual(new Set([k.a]));
    expect(d.classTotals.map((c) => c.clazzId)).toEqual([k.a]);
    refused(await call(W.dailyList, k.teacher, { day: '2025-03-10', clazzId: k.b }), 'common-0405');
    refused(await call(W.dailyList, k.director2, { day: '2025-03-10', clazzId: k.a }), 'common-0405');
    expect(ok(await call(W.dailyList, k.director2, { day: '2025-03-10' })).total).toBe(0);
    refused(await call(W.dailyList, k.finance, { day: '2025-03-10' }), 'common-0403');
  });

  it('refuses a bad day, window or result naming the field', async () => {
    for (const [body, field] of [
      [{ day: '2025-02-30' }, 'day'],
      [{ day: '2025-03-10', slot: 4 }, 'slot'],
      [{ day: '2025-03-10', result: 'sick' }, 'result'],
    ] as const) {
      refused(await call(W.dailyList, k.director, malformed(body)), 'common-0400', field);
    }
  });

  it("exports the day as a workbook of the caller's range", async () => {
    const res = await call(W.exportDaily, k.teacher, { day: '2025-03-10' });
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetOf(ok(res));
    expect(rows).toHaveLength(4);
    expect(rows.some((r) => r.includes('发热') && r.includes('测试皮肤: 皮疹'))).toBe(true);
    // the file and its sheet are named after the day
    expect(decodeURIComponent(String(res.raw.headers['content-disposition']))).toContain('晨午检记录-2025-03-10.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(ok(res) as never);
    expect(wb.worksheets[0].name).toBe('2025-03-10');
  });
});

describe('month matrices', () => {
  it("answers a class's month: each child's cells by day and slot, counts per child and per day", async () => {
    const m = ok(await call(W.monthList, k.teacher, { clazzId: k.a, month: '2025-03' }));
    expect(m.daysInMonth).toBe(31);
    const row = m.list.find((r) => r.studentId === k.a1.id)!;
    expect(row.days[9]).toEqual(['normal', 'fever', null]);
    expect(row.days[10]).toEqual(['normal', null, null]);
    expect(row).toMatchObject({ normal: 2, abnormal: 1, fever: 1, absentSick: 0 });
    expect(m.dayTotals.find((d) => d.day === '2025-03-10')).toMatchObject({ checked: 3, fever: 1, roster: 20 });
    const rows = await sheetOf(ok(await call(W.exportMonth, k.teacher, { clazzId: k.a, month: '2025-03' })));
    const a1 = rows.find((r) => r[0] === k.a1.name);
    expect(a1?.[10]).toBe('√▲·');
  });

  it("answers one child's month with findings and measures; out of range or school is common-0405", async () => {
    const s = ok(await call(W.studentMonth, k.teacher, { studentId: k.a1.id, month: '2025-03' }));
    expect(s.days.map((d) => d.day)).toEqual(['2025-03-10', '2025-03-11']);
    expect(s.days[0].slots[1]).toMatchObject({ slot: 2, temperature: 37.8, measures: '隔离观察', findings: [{ finding: '皮疹' }] });
    expect(await sheetOf(ok(await call(W.exportStudentMonth, k.director, { studentId: k.a1.id, month: '2025-03' })))).toHaveLength(4);
    refused(await call(W.studentMonth, k.teacher, { studentId: k.b1.id, month: '2025-03' }), 'common-0405');
    refused(await call(W.monthList, k.teacher, { clazzId: k.b, month: '2025-03' }), 'common-0405');
    refused(await call(W.monthList, k.director2, { clazzId: k.a, month: '2025-03' }), 'common-0405');
    refused(await call(W.monthList, k.director, { clazzId: k.a, month: '2025-13' }), 'common-0400', 'month');
  });
});

describe('grade and class options', () => {
  it("answers the caller's range: a teacher their classes and their grades", async () => {
    const all = ok(await call(O.classes, k.director));
    const own = ok(await call(O.classes, k.teacher));
    expect(own.map((c) => c.id)).toContain(k.a);
    expect(own.map((c) => c.id)).not.toContain(k.b);
    expect(all.length).toBeGreaterThan(own.length);
    const grades = ok(await call(O.grades, k.teacher));
    expect(new Set(grades.map((g) => g.id))).toEqual(new Set(own.map((c) => c.gradeId)));
    const g = own[0].gradeId;
    expect(ok(await call(O.classes, k.director, { gradeId: g })).every((c) => c.gradeId === g)).toBe(true);
    refused(await call(O.classes, k.finance), 'common-0403');
    refused(await call(O.classes, k.director, malformed({ gradeId: 'x' })), 'common-0400', 'gradeId');
  });
  it('lists the classes exam plans measure, within the range', async () => {
    const plan = { schoolId: k.schoolId, name: '春季体检', startsOn: '2025-03-01', endsOn: '2025-03-31', items: ['height', 'weight'] };
    const [{ id }] = await k.t.db.insert(examPlans).values(plan).returning({ id: examPlans.id });
    await k.t.db.insert(examPlanClasses).values([k.a, k.b].map((classId) => ({ schoolId: k.schoolId, planId: id, classId })));
    const all = ok(await call(O.classesOfPlans, k.director, { planIds: [id] }));
    expect(all.map((c) => c.id).sort()).toEqual([k.a, k.b].sort());
    expect(all[0].planIds).toEqual([id]);
    expect(ok(await call(O.classesOfPlans, k.teacher, { planIds: [id] })).map((c) => c.id)).toEqual([k.a]);
    expect(ok(await call(O.classesOfPlans, k.director2, { planIds: [id] }))).toEqual([]);
    refused(await call(O.classesOfPlans, k.director, { planIds: [] }), 'common-0400', 'planIds');
  });
});
