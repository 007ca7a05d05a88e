import { classShiftEndpoints as CS } from '@kg/shared/modules/attendance/class-shifts';
import { shiftEndpoints as E } from '@kg/shared/modules/attendance/shifts';
import { todayChina } from '@kg/shared/time/china';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { attendanceShiftVersions, classes } from '../../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;
let classIds: number[];
let otherClassId: number;
const today = todayChina();
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const tomorrow = dayAfter(today, 1);
const yesterday = dayAfter(today, -1);
const FULL = { arriveFrom: '07:30', lateAfter: '08:30', earlyBefore: '16:30', leaveUntil: '17:30', weekdays: [1, 2, 3, 4, 5] };

const currentClasses = async (schoolId: number) =>
  (
    await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1)))
      .orderBy(classes.id)
  ).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
  classIds = await currentClasses(director.schoolId);
  [otherClassId] = await currentClasses(otherDirector.schoolId);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('shifts', () => {
  it("adds a shift, lists it with today's windows, renames it and deletes it while no class has it", async () => {
    const { id } = ok(await call(E.add, director, { name: ' 早班 ', ...FULL, note: 'first', sort: 1 }));
    const listed = ok(await call(E.queryPageList, director, { name: '早' }));
    expect(listed.list).toEqual([
      expect.objectContaining({ id, name: '早班', ...FULL, effectiveFrom: today, nextEffectiveFrom: null, classCount: 0 }),
    ]);
    ok(await call(E.update, director, { id, name: '早班二', ...FULL, lateAfter: '08:45' }));
    expect(ok(await call(E.selectList, director))).toContainEqual({ id, name: '早班二' });
    expect(ok(await call(E.queryPageList, director, { name: '早班二' })).list[0]).toMatchObject({ lateAfter: '08:45' });
    ok(await call(E.remove, director, { id }));
    expect(ok(await call(E.selectList, director)).some((r) => r.id === id)).toBe(false);
    // the name is free again once the shift is gone
    ok(await call(E.add, director, { name: '早班二', ...FULL }));
  });

  it('refuses windows out of order, a bad weekday, a taken or empty name, naming the field and writing nothing', async () => {
    refused(await call(E.add, director, { name: 'A', ...FULL, lateAfter: '07:00' }), 'common-0400', 'lateAfter');
    refused(await call(E.add, director, { name: 'A', ...FULL, earlyBefore: '08:30' }), 'common-0400', 'earlyBefore');
    refused(await call(E.add, director, { name: 'A', ...FULL, leaveUntil: '16:00' }), 'common-0400', 'leaveUntil');
    refused(await call(E.add, director, { name: 'A', ...FULL, arriveFrom: '25:00' }), 'common-0400', 'arriveFrom');
    refused(await call(E.add, director, { name: 'A', ...FULL, weekdays: [1, 8] }), 'common-0400', 'weekdays.1');
    refused(await call(E.add, director, { name: '', ...FULL }), 'common-0400', 'name');
    ok(await call(E.add, director, { name: 'Twice', ...FULL }));
    refused(await call(E.add, director, { name: 'Twice', ...FULL }), 'attendance-0001', 'name');
    expect(ok(await call(E.queryPageList, director, { name: 'A' })).list.some((r) => r.name === 'A')).toBe(false);
  });

  it("sets a change from tomorrow without touching today's windows, and refuses a past day", async () => {
    const { id } = ok(await call(E.add, director, { name: 'Later', ...FULL }));
    ok(await call(E.update, director, { id, name: 'Later', ...FULL, lateAfter: '09:00', effectiveFrom: tomorrow }));
    const [row] = ok(await call(E.queryPageList, director, { name: 'Later' })).list;
    expect(row).toMatchObject({ lateAfter: '08:30', effectiveFrom: today, nextEffectiveFrom: tomorrow });
    refused(await call(E.update, director, { id, name: 'Later', ...FULL, effectiveFrom: yesterday }), 'attendance-0102', 'effectiveFrom');
    const versions = await t.db
      .select({ from: attendanceShiftVersions.effectiveFrom })
      .from(attendanceShiftVersions)
      .where(eq(attendanceShiftVersions.shiftId, id));
    expect(versions.map((v) => v.from).sort()).toEqual([today, tomorrow]);
  });

  it("keeps another school's shifts out of reach", async () => {
    const { id } = ok(await call(E.add, director, { name: 'Ours', ...FULL }));
    refused(await call(E.update, otherDirector, { id, name: 'Theirs', ...FULL }), 'common-0405');
    refused(await call(E.remove, otherDirector, { id }), 'common-0405');
    refused(await call(CS.flagInUse, otherDirector, { id }), 'common-0405');
    refused(await call(CS.batchAddOrUpdate, otherDirector, { classIds: [otherClassId], shiftId: id }), 'attendance-0103', 'shiftId');
    expect(ok(await call(E.queryPageList, otherDirector, { name: 'Ours' })).list).toEqual([]);
  });

  it('lets a teacher read but not change shifts or class shifts', async () => {
    const { id } = ok(await call(E.add, director, { name: 'Read only', ...FULL }));
    expect(ok(await call(E.selectList, teacher))).toContainEqual({ id, name: 'Read only' });
    refused(await call(E.add, teacher, { name: 'Nope', ...FULL }), 'common-0403');
    refused(await call(E.update, teacher, { id, name: 'Nope', ...FULL }), 'common-0403');
    refused(await call(E.remove, teacher, { id }), 'common-0403');
    refused(await call(CS.batchAddOrUpdate, teacher, { classIds: [classIds[0]], shiftId: id }), 'common-0403');
  });
});

describe('class shifts', () => {
  it('puts classes on a shift, lists them with it, and refuses to delete the shift in use', async () => {
    const { id } = ok(await call(E.add, director, { name: 'Class day', ...FULL }));
    expect(ok(await call(CS.batchAddOrUpdate, director, { classIds: classIds.slice(0, 2), shiftId: id }))).toEqual({ count: 2 });
    const page = ok(await call(CS.clazzListPage, director, { shiftId: id, pageSize: 10 }));
    expect(page.list.map((r) => r.classId).sort()).toEqual(classIds.slice(0, 2).sort());
    expect(page.list[0]).toMatchObject({ shiftId: id, shiftName: 'Class day', effectiveFrom: today, nextShiftId: null });
    expect(ok(await call(CS.flagInUse, director, { id }))).toEqual({ inUse: true, classCount: 2 });
    refused(await call(E.remove, director, { id }), 'attendance-0101', 'id');
    expect(ok(await call(E.selectList, director)).some((r) => r.id === id)).toBe(true);
  });

  it('shows a change set for tomorrow as the next shift, and a shift only assigned from tomorrow is in use', async () => {
    const { id: now } = ok(await call(E.add, director, { name: 'Now', ...FULL }));
    const { id: next } = ok(await call(E.add, director, { name: 'Next', ...FULL }));
    const classId = classIds[3];
    ok(await call(CS.batchAddOrUpdate, director, { classIds: [classId], shiftId: now }));
    ok(await call(CS.batchAddOrUpdate, director, { classIds: [classId], shiftId: next, effectiveFrom: tomorrow }));
    const [row] = ok(await call(CS.clazzListPage, director, { shiftId: now })).list.filter((r) => r.classId === classId);
    expect(row).toMatchObject({ shiftName: 'Now', nextShiftId: next, nextShiftName: 'Next', nextEffectiveFrom: tomorrow });
    expect(ok(await call(CS.flagInUse, director, { id: next }))).toEqual({ inUse: true, classCount: 1 });
    refused(await call(E.remove, director, { id: next }), 'attendance-0101', 'id');
  });

  it("refuses another school's class, a past day and a bad list, writing nothing", async () => {
    const { id } = ok(await call(E.add, director, { name: 'Guarded', ...FULL }));
    refused(await call(CS.batchAddOrUpdate, director, { classIds: [classIds[4], otherClassId], shiftId: id }), 'common-0405');
    refused(
      await call(CS.batchAddOrUpdate, director, { classIds: [classIds[4]], shiftId: id, effectiveFrom: yesterday }),
      'attendance-0102',
      'effectiveFrom',
    );
    refused(await call(CS.batchAddOrUpdate, director, { classIds: [], shiftId: id }), 'common-0400', 'classIds');
    expect(ok(await call(CS.flagInUse, director, { id }))).toEqual({ inUse: false, classCount: 0 });
  });

  it("shows a teacher her own classes only, and another school's director none of ours", async () => {
    const mine = ok(await call(CS.clazzListPage, teacher, { pageSize: 20 })).list.map((r) => r.classId);
    const all = ok(await call(CS.clazzListPage, director, { pageSize: 20 }));
    expect(all.total).toBe(classIds.length);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(classIds.length);
    expect(mine.every((id) => classIds.includes(id))).toBe(true);
    const theirs = ok(await call(CS.clazzListPage, otherDirector, { pageSize: 20 })).list.map((r) => r.classId);
    expect(theirs.some((id) => classIds.includes(id))).toBe(false);
  });

  it('pages the class list on the server, counting past the page', async () => {
    const first = ok(await call(CS.clazzListPage, director, { pageNum: 1, pageSize: 10 }));
    expect(first.list).toHaveLength(Math.min(10, classIds.length));
    const beyond = ok(await call(CS.clazzListPage, director, { pageNum: 2, pageSize: 10 }));
    expect(beyond).toMatchObject({ list: [], total: classIds.length, pageNum: 2 });
  });
});
