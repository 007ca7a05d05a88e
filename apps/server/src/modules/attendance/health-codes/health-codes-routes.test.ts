import { healthCodesEndpoints as E } from '@kg/shared/modules/attendance/health-codes';
import { todayChina } from '@kg/shared/time/china';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, classIds, entriesOn, kidsOf, staffOf } from './health-code-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('recording and reading children', () => {
  it("counts a child's latest entry of the day and keeps the earlier one as history", async () => {
    const day = '2025-03-03';
    const [kid] = await kidsOf(t, classes[0]);
    ok(await call(E.recordChildren, c.director1, { studentIds: [kid.id], day, color: 'green' }));
    ok(await call(E.recordChildren, c.director1, { studentIds: [kid.id], day, color: 'red', note: ' 咳嗽 ' }));
    const red = ok(await call(E.childList, c.director1, { day, color: 'red' }));
    expect(red.list).toEqual([
      expect.objectContaining({ studentId: kid.id, color: 'red', note: '咳嗽', source: 'manual', clazzId: classes[0] }),
    ]);
    expect(red.list[0].enteredBy).toBeTruthy();
    expect(ok(await call(E.childList, c.director1, { day, color: 'green' })).list).toEqual([]);
    // the demo's recent days come first: this day's two entries, latest first
    const history = ok(await call(E.childHistory, c.director1, { studentId: kid.id, pageSize: 20 }));
    expect(history.list.filter((h) => h.day === day).map((h) => [h.day, h.color, h.current])).toEqual([
      [day, 'red', true],
      [day, 'green', false],
    ]);
  });

  it('lists the not-checked children, filters by class and name, and pages', async () => {
    const day = '2025-03-04';
    const kids = await kidsOf(t, classes[1]);
    ok(await call(E.recordChildren, c.director1, { studentIds: [kids[0].id], day, color: 'yellow' }));
    const none = ok(await call(E.childList, c.director1, { day, clazzId: classes[1], color: 'none', pageSize: 10 }));
    expect(none.total).toBe(kids.length - 1);
    expect(none.list.map((r) => r.color)).toEqual(none.list.map(() => null));
    const named = ok(await call(E.childList, c.director1, { day, name: kids[0].name }));
    expect(named.list.map((r) => r.studentId)).toContain(kids[0].id);
    expect(named.list.every((r) => r.studentName.includes(kids[0].name))).toBe(true);
  });

  it('counts each class by colour and the children not checked', async () => {
    const day = '2025-03-05';
    const kids = await kidsOf(t, classes[0]);
    ok(await call(E.recordChildren, c.director1, { studentIds: [kids[0].id, kids[1].id], day, color: 'green' }));
    ok(await call(E.recordChildren, c.director1, { studentIds: [kids[2].id], day, color: 'yellow' }));
    const rows = ok(await call(E.clazzList, c.director1, { day }));
    expect(rows.map((r) => r.clazzId)).toEqual(classes);
    expect(rows[0]).toMatchObject({ total: kids.length, green: 2, yellow: 1, red: 0, unchecked: kids.length - 3 });
    expect(rows[1]).toMatchObject({ green: 0, yellow: 0, red: 0, unchecked: rows[1].total });
  });

  it('gives the counts of a day and a trend over a range', async () => {
    const kids = await kidsOf(t, classes[2]);
    ok(await call(E.recordChildren, c.director1, { studentIds: [kids[0].id], day: '2025-03-10', color: 'red' }));
    ok(await call(E.recordChildren, c.director1, { studentIds: [kids[0].id], day: '2025-03-12', color: 'green' }));
    const q = { day: '2025-03-10', start: '2025-03-10', end: '2025-03-12', clazzId: classes[2] };
    const stats = ok(await call(E.childStatistics, c.director1, q));
    expect(stats.counts).toEqual({ total: kids.length, green: 0, yellow: 0, red: 1, unchecked: kids.length - 1 });
    expect(stats.trend.map((d) => [d.day, d.red, d.green])).toEqual([
      ['2025-03-10', 1, 0],
      ['2025-03-11', 0, 0],
      ['2025-03-12', 0, 1],
    ]);
  });
});

describe('the demo', () => {
  it("seeds three weeks of children's codes: mostly green, a few yellow, one red", async () => {
    const end = todayChina();
    const start = new Date(Date.parse(end) - 20 * 86_400_000).toISOString().slice(0, 10);
    const { trend } = ok(await call(E.childStatistics, c.director1, { day: end, start, end }));
    const sum = (k: 'green' | 'yellow' | 'red') => trend.reduce((n, d) => n + d[k], 0);
    expect(sum('red')).toBe(1);
    expect(sum('yellow')).toBeGreaterThan(0);
    expect(sum('green')).toBeGreaterThan(20 * sum('yellow'));
  });
});

describe('a class teacher', () => {
  it('reads only her classes and writes nothing', async () => {
    const day = '2025-03-17';
    const [mine] = await kidsOf(t, classes[0]);
    const [other] = await kidsOf(t, classes[1]);
    const list = ok(await call(E.childList, c.teacher, { day, pageSize: 20 }));
    const theirs = (await kidsOf(t, classes[0])).length + (await kidsOf(t, classes[2])).length;
    expect(list.total).toBe(theirs);
    // another class as the filter finds nobody, in the list and in the counts
    expect(ok(await call(E.childList, c.teacher, { day, clazzId: classes[1] })).total).toBe(0);
    const stats = ok(await call(E.childStatistics, c.teacher, { day, start: day, end: day, clazzId: classes[1] }));
    expect(stats.counts.total).toBe(0);
    expect(ok(await call(E.childStatistics, c.teacher, { day, start: day, end: day })).counts.total).toBe(theirs);
    expect(ok(await call(E.clazzList, c.teacher, { day })).map((r) => r.clazzId)).toEqual([classes[0], classes[2]]);
    ok(await call(E.childHistory, c.teacher, { studentId: mine.id }));
    refused(await call(E.childHistory, c.teacher, { studentId: other.id }), 'common-0405');
    refused(await call(E.recordChildren, c.teacher, { studentIds: [mine.id], day, color: 'green' }), 'common-0403');
    refused(await call(E.staffList, c.teacher, { day }), 'common-0403');
    refused(await call(E.staffStatistics, c.teacher, { day, start: day, end: day }), 'common-0403');
    expect(await entriesOn(t, c.director1.schoolId, day)).toEqual([]);
  });
});

describe('staff', () => {
  it('records staff, lists them with their colour and counts them', async () => {
    const day = '2025-03-18';
    const [a, b] = await staffOf(t, c.director1.schoolId);
    ok(await call(E.recordStaff, c.director1, { memberIds: [a.id, b.id], day, color: 'green' }));
    ok(await call(E.recordStaff, c.director1, { memberIds: [b.id], day, color: 'yellow', note: '行程' }));
    const green = ok(await call(E.staffList, c.director1, { day, color: 'green' }));
    expect(green.list.map((r) => r.memberId)).toEqual([a.id]);
    const stats = ok(await call(E.staffStatistics, c.director1, { day, start: day, end: day }));
    expect(stats.counts).toMatchObject({ green: 1, yellow: 1, red: 0 });
    expect(stats.counts.unchecked).toBe(stats.counts.total - 2);
    const history = ok(await call(E.staffHistory, c.director1, { memberId: b.id, pageSize: 20 }));
    expect(history.list.find((h) => h.day === day)).toMatchObject({ color: 'yellow', note: '行程', current: true });
  });
});

describe('refusals', () => {
  it("refuses another school's children and staff, naming the field, and writes nothing", async () => {
    const day = '2025-03-19';
    const [kid] = await kidsOf(t, classes[0]);
    const [member] = await staffOf(t, c.director1.schoolId);
    refused(await call(E.recordChildren, c.director2, { studentIds: [kid.id], day, color: 'red' }), 'attendance-0306', 'studentIds');
    refused(await call(E.recordStaff, c.director2, { memberIds: [member.id], day, color: 'red' }), 'attendance-0306', 'memberIds');
    refused(await call(E.childHistory, c.director2, { studentId: kid.id }), 'common-0405');
    refused(await call(E.staffHistory, c.director2, { memberId: member.id }), 'common-0405');
    expect(ok(await call(E.childList, c.director2, { day, name: kid.name })).list.map((r) => r.studentId)).not.toContain(kid.id);
    expect(await entriesOn(t, c.director1.schoolId, day)).toEqual([]);
  });

  it('refuses a bad colour, a bad or future day and a reversed range, naming the field', async () => {
    const [kid] = await kidsOf(t, classes[0]);
    const base = { studentIds: [kid.id], day: '2025-03-20', color: 'green' as const };
    refused(await call(E.recordChildren, c.director1, malformed({ ...base, color: 'blue' })), 'common-0400', 'color');
    refused(await call(E.recordChildren, c.director1, { ...base, day: '2025-02-30' }), 'common-0400', 'day');
    refused(await call(E.recordChildren, c.director1, { ...base, day: '2099-01-01' }), 'attendance-0310', 'day');
    refused(await call(E.recordChildren, c.director1, { ...base, studentIds: [] }), 'common-0400', 'studentIds');
    refused(await call(E.childList, c.director1, malformed({ day: '2025-03-20', color: 'purple' })), 'common-0400', 'color');
    refused(await call(E.childList, c.director1, malformed({})), 'common-0400', 'day');
    refused(
      await call(E.childStatistics, c.director1, { day: '2025-03-20', start: '2025-03-20', end: '2025-03-01' }),
      'common-0400',
      'end',
    );
    expect(await entriesOn(t, c.director1.schoolId, '2025-03-20')).toEqual([]);
  });
});
