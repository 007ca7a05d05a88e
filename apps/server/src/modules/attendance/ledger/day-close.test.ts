import { todayChina } from '@kg/shared/time/china';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, signIn, type TestApp } from '../../../../test/harness.ts';
import {
  attendanceLeaves,
  attendanceRules,
  attendanceChildDays as cd,
  attendanceClassDays as cl,
  classes,
  students,
} from '../../../db/schema/index.ts';
import { atOn, closedDay, pastSchoolDay, swipe } from '../roll-call/roll-call-test-kit.ts';
import { effectiveRule } from '../shifts/effective-rules.ts';
import { closeDay } from './day-close.ts';
import { dayContexts } from './day-inputs.ts';

let t: TestApp;
let director: LoginResult;
let day: string;
let schoolId: number;
let enrolled: { id: number; classId: number | null }[];
beforeAll(async () => {
  t = await createTestApp();
  director = await signIn(t.app, 'director1');
  schoolId = director.schoolId;
  day = await pastSchoolDay(t, schoolId, 2);
  enrolled = (
    await t.db
      .select({ id: students.id, classId: students.classId })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.status, 1)))
  ).filter((s) => s.classId !== null);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const rowsOf = (d: string) =>
  t.db
    .select()
    .from(cd)
    .where(and(eq(cd.schoolId, schoolId), eq(cd.day, d)));
const classRowsOf = (d: string) =>
  t.db
    .select()
    .from(cl)
    .where(and(eq(cl.schoolId, schoolId), eq(cl.day, d)));
const withoutTime = <R extends { computedAt: Date }>(rows: R[]) =>
  rows.map(({ computedAt: _c, ...r }) => r).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('closing a school day', () => {
  it('gives every enrolled child a row (absent where nothing arrived) and every class one, the same when closed again', async () => {
    const [present, onLeave] = enrolled;
    await swipe(t, director, present.id, atOn(day, '07:55'), 'in');
    await t.db.insert(attendanceLeaves).values({
      schoolId,
      studentId: onLeave.id,
      kind: 'personal',
      startsOn: day,
      endsOn: day,
      days: '1',
      status: 'approved',
      reason: 'family',
    });
    const closed = await closeDay(t.db, schoolId, day);
    expect(closed.children).toBe(enrolled.length);
    const rows = await rowsOf(day);
    expect(rows).toHaveLength(enrolled.length);
    const byId = new Map(rows.map((r) => [r.studentId, r]));
    expect(byId.get(present.id)).toMatchObject({ status: 'present', billable: true, schoolDay: true });
    expect(byId.get(onLeave.id)).toMatchObject({ status: 'personal', billable: false });
    expect(byId.get(onLeave.id)?.leaveId).not.toBeNull();
    // nothing in the ledger and no leave: absent (the demo's own events may make others present)
    const idle = rows.filter((r) => r.events === 0 && r.leaveId === null);
    expect(idle.length).toBeGreaterThan(0);
    for (const r of idle) expect(r).toMatchObject({ status: 'absent', present: false, billable: false, firstIn: null });

    const current = await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1)));
    const classRows = await classRowsOf(day);
    expect(classRows.map((r) => r.classId).sort()).toEqual(current.map((c) => c.id).sort());
    const leaveClass = classRows.find((r) => r.classId === onLeave.classId);
    expect(leaveClass?.personal).toBeGreaterThanOrEqual(1);
    for (const r of classRows) expect(r.present + r.absent + r.sick + r.personal).toBe(r.children);

    await closeDay(t.db, schoolId, day);
    expect(withoutTime(await rowsOf(day))).toEqual(withoutTime(rows));
    expect(withoutTime(await classRowsOf(day))).toEqual(withoutTime(classRows));
  });

  it('makes nobody absent on a day the school is closed', async () => {
    const closed = await closedDay(t, schoolId, day);
    await closeDay(t.db, schoolId, closed);
    // only what the ledger made, classified as not a school day
    for (const r of await rowsOf(closed)) expect(r).toMatchObject({ schoolDay: false, billable: false });
    expect((await rowsOf(closed)).filter((r) => r.events === 0)).toEqual([]);
  });

  it('keeps a closed day as its rules said when the rules change the day after', async () => {
    const child = enrolled[2];
    const { rules, shift } = await effectiveRule(t.db, schoolId, child.classId as number, day);
    if (!shift?.applies) throw new Error('the demo class needs a shift that runs on a school day');
    // ten minutes past the late line, beyond the grace of the day
    const lateAfter = Number(shift.lateAfter.slice(0, 2)) * 60 + Number(shift.lateAfter.slice(3));
    const arrival = lateAfter + rules.graceMinutes + 10;
    await swipe(
      t,
      director,
      child.id,
      atOn(day, `${String(Math.floor(arrival / 60)).padStart(2, '0')}:${String(arrival % 60).padStart(2, '0')}`),
      'in',
    );
    await closeDay(t.db, schoolId, day);
    const before = (await rowsOf(day)).find((r) => r.studentId === child.id);
    expect(before?.lateMinutes).toBe(rules.graceMinutes + 10);
    // a grace of two hours from the next day on: the closed day is computed again, and stays late
    await t.db.insert(attendanceRules).values({
      schoolId,
      effectiveFrom: todayChina(new Date(atOn(day, '12:00').getTime() + 86_400_000)),
      presentMode: 1,
      graceMinutes: 120,
      noticeGuardians: false,
    });
    await closeDay(t.db, schoolId, day);
    expect((await rowsOf(day)).find((r) => r.studentId === child.id)?.lateMinutes).toBe(rules.graceMinutes + 10);
  });

  it('reads the calendar of days further apart than one calendar range (a device flushing years late)', async () => {
    const long = todayChina(new Date(atOn(day, '12:00').getTime() - 3 * 365 * 86_400_000));
    const contexts = await dayContexts(t.db, schoolId, [day, long]);
    expect(contexts.get(day)?.schoolDay).toBe(true);
    expect(contexts.has(long)).toBe(true);
  });
});
