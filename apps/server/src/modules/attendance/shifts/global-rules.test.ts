import { classShiftEndpoints as CS } from '@kg/shared/modules/attendance/class-shifts';
import { globalRuleEndpoints as R } from '@kg/shared/modules/attendance/global-rules';
import { shiftEndpoints as E } from '@kg/shared/modules/attendance/shifts';
import { todayChina } from '@kg/shared/time/china';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { attendanceRules, classes } from '../../../db/schema/index.ts';
import { effectiveRule, effectiveRules } from './effective-rules.ts';

let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;
let classIds: number[];
const today = todayChina();
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const tomorrow = dayAfter(today, 1);
const RULE = {
  presentMode: 1,
  presentBefore: null,
  graceMinutes: 5,
  halfDayNoon: '12:00',
  absentNoticeAt: '09:30',
  noticeGuardians: false,
};
const FULL = { arriveFrom: '07:30', lateAfter: '08:30', earlyBefore: '16:30', leaveUntil: '17:30', weekdays: [1, 2, 3, 4, 5] };

beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
  classIds = (
    await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, director.schoolId), eq(classes.status, 1)))
      .orderBy(classes.id)
  ).map((r) => r.id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('global rules', () => {
  it("sets today's rules and lists every version, latest day first", async () => {
    ok(await call(R.update, director, { ...RULE, presentMode: 2, presentBefore: '10:00', noticeGuardians: true }));
    const { current, versions } = ok(await call(R.select, director));
    expect(current).toMatchObject({ effectiveFrom: today, presentMode: 2, presentBefore: '10:00', graceMinutes: 5, noticeGuardians: true });
    expect(versions[0].effectiveFrom >= versions[versions.length - 1].effectiveFrom).toBe(true);
    expect(versions.filter((v) => v.effectiveFrom === today)).toHaveLength(1);
  });

  it("keeps today's rules when a change is set from tomorrow, and refuses a past day", async () => {
    ok(await call(R.update, director, { ...RULE, graceMinutes: 10 }));
    expect(ok(await call(R.update, director, { ...RULE, graceMinutes: 20, effectiveFrom: tomorrow }))).toEqual({ effectiveFrom: tomorrow });
    const { current, versions } = ok(await call(R.select, director));
    expect(current).toMatchObject({ effectiveFrom: today, graceMinutes: 10 });
    expect(versions[0]).toMatchObject({ effectiveFrom: tomorrow, graceMinutes: 20 });
    refused(await call(R.update, director, { ...RULE, effectiveFrom: dayAfter(today, -1) }), 'attendance-0102', 'effectiveFrom');
  });

  it('refuses rules that do not hold together, naming the field and writing nothing', async () => {
    const before = await t.db.select().from(attendanceRules).where(eq(attendanceRules.schoolId, director.schoolId));
    refused(await call(R.update, director, { ...RULE, presentMode: 2 }), 'common-0400', 'presentBefore');
    refused(await call(R.update, director, { ...RULE, absentNoticeAt: '', noticeGuardians: true }), 'common-0400', 'absentNoticeAt');
    refused(await call(R.update, director, { ...RULE, graceMinutes: 121 }), 'common-0400', 'graceMinutes');
    refused(await call(R.update, director, { ...RULE, presentMode: 3 }), 'common-0400', 'presentMode');
    refused(await call(R.update, director, { ...RULE, halfDayNoon: '12:60' }), 'common-0400', 'halfDayNoon');
    expect(await t.db.select().from(attendanceRules).where(eq(attendanceRules.schoolId, director.schoolId))).toEqual(before);
  });

  it("lets a teacher read the rules but not change them; another school's rules stay its own", async () => {
    ok(await call(R.update, director, { ...RULE, graceMinutes: 15 }));
    expect(ok(await call(R.select, teacher)).current.graceMinutes).toBe(15);
    refused(await call(R.update, teacher, RULE), 'common-0403');
    expect(ok(await call(R.select, otherDirector)).current.graceMinutes).not.toBe(15);
  });
});

describe('effective rules', () => {
  it("answers today's shift and rules after a change set from tomorrow, and tomorrow's from then on", async () => {
    const { id } = ok(await call(E.add, director, { name: 'Effective', ...FULL, weekdays: [1, 2, 3, 4, 5, 6, 7] }));
    const { id: other } = ok(await call(E.add, director, { name: 'Other', ...FULL, weekdays: [1, 2, 3, 4, 5, 6, 7] }));
    const classId = classIds[0];
    ok(await call(CS.batchAddOrUpdate, director, { classIds: [classId], shiftId: id }));
    ok(await call(R.update, director, { ...RULE, graceMinutes: 7 }));
    const todayBefore = await effectiveRule(t.db, director.schoolId, classId, today);
    expect(todayBefore.shift).toMatchObject({ shiftId: id, lateAfter: '08:30', applies: true });
    expect(todayBefore.rules.graceMinutes).toBe(7);

    ok(
      await call(E.update, director, {
        id,
        name: 'Effective',
        ...FULL,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        lateAfter: '09:00',
        effectiveFrom: tomorrow,
      }),
    );
    ok(await call(R.update, director, { ...RULE, graceMinutes: 30, effectiveFrom: tomorrow }));
    expect(await effectiveRule(t.db, director.schoolId, classId, today)).toEqual(todayBefore);
    const next = await effectiveRule(t.db, director.schoolId, classId, tomorrow);
    expect(next.shift).toMatchObject({ shiftId: id, lateAfter: '09:00' });
    expect(next.rules).toMatchObject({ effectiveFrom: tomorrow, graceMinutes: 30 });

    ok(await call(CS.batchAddOrUpdate, director, { classIds: [classId], shiftId: other, effectiveFrom: dayAfter(today, 2) }));
    expect((await effectiveRule(t.db, director.schoolId, classId, today)).shift?.shiftId).toBe(id);
    expect((await effectiveRule(t.db, director.schoolId, classId, dayAfter(today, 2))).shift?.shiftId).toBe(other);
  });

  it("reads a whole school's day in one answer, each class with its shift and none for another school's", async () => {
    const { id } = ok(await call(E.add, director, { name: 'School day', ...FULL, weekdays: [6] }));
    ok(await call(CS.batchAddOrUpdate, director, { classIds: classIds.slice(1, 3), shiftId: id }));
    const day = await effectiveRules(t.db, director.schoolId, today);
    expect([...day.classes.keys()]).toEqual(expect.arrayContaining(classIds));
    expect(day.classes.get(classIds[1])).toMatchObject({ shiftId: id, weekdays: [6] });
    // a Saturday-only shift applies on Saturdays only
    const saturday = new Date(`${today}T00:00:00Z`).getUTCDay() === 6;
    expect(day.classes.get(classIds[2])?.applies).toBe(saturday);
    expect((await effectiveRule(t.db, otherDirector.schoolId, classIds[1], today)).shift).toBeNull();
  });

  it("falls back on the defaults before a school's first rules", async () => {
    const { rules } = await effectiveRules(t.db, director.schoolId, '2000-01-01');
    expect(rules).toMatchObject({ presentMode: 1, graceMinutes: 0, noticeGuardians: false });
  });
});

describe('demo shifts and rules', () => {
  it('gives each demo school shifts, every current class a shift, and versions whose past days keep their own times', async () => {
    const names = ok(await call(E.selectList, otherDirector)).map((s) => s.name);
    expect(names).toEqual(['全日班', '半日班', '延时班']);
    const classPage = ok(await call(CS.clazzListPage, otherDirector));
    expect(classPage.list.every((r) => r.shiftName !== null)).toBe(true);
    const { current, versions } = ok(await call(R.select, otherDirector));
    expect(versions).toHaveLength(2);
    expect(current.noticeGuardians).toBe(true);
    const fullDay = classPage.list.find((r) => r.shiftName === '全日班');
    if (!fullDay) throw new Error('no class on the full day');
    // the full day's late time moved from 08:30 to 08:45 sixty days ago
    const before = await effectiveRule(t.db, otherDirector.schoolId, fullDay.classId, dayAfter(today, -90));
    const now = await effectiveRule(t.db, otherDirector.schoolId, fullDay.classId, today);
    expect([before.shift?.lateAfter, now.shift?.lateAfter]).toEqual(['08:30', '08:45']);
    expect([before.rules.noticeGuardians, now.rules.noticeGuardians]).toEqual([false, true]);
  });
});
