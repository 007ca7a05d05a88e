import { rollCallEndpoints as E } from '@kg/shared/modules/attendance/roll-call';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import {
  attendanceAbsenceNotices,
  attendanceChildDays,
  attendanceEvents,
  attendanceLeaves,
  noticeOutbox,
  notices,
} from '../../../db/schema/index.ts';
import { sendAbsenceNotices } from './absence-notice.ts';
import { atOn, childrenOf, closedDay, pastSchoolDay, swipe, teacherClasses } from './roll-call-test-kit.ts';

let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;
let day: string;
let mine: number;
let other: number;
let kids: number[];
let outsider: number;
beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
  day = await pastSchoolDay(t, director.schoolId);
  const range = await teacherClasses(t, teacher);
  [mine, other] = [range.mine[0], range.other];
  kids = (await childrenOf(t, director.schoolId, mine)).map((k) => k.id);
  outsider = (await childrenOf(t, director.schoolId, other))[0].id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const dayRow = async (studentId: number) =>
  (
    await t.db
      .select()
      .from(attendanceChildDays)
      .where(and(eq(attendanceChildDays.studentId, studentId), eq(attendanceChildDays.day, day)))
  )[0];

describe('the class register', () => {
  it("lists a class's children on a day with their state, times and the class totals", async () => {
    await swipe(t, director, kids[0], atOn(day, '07:50'), 'in');
    await swipe(t, director, kids[0], atOn(day, '16:50'), 'out');
    await swipe(t, director, kids[1], atOn(day, '09:40'), 'in');
    const page = ok(await call(E.list, director, { classId: mine, day }));
    expect(page).toMatchObject({ day, schoolDay: true, arrivalOpen: false });
    const byId = new Map(page.children.map((c) => [c.studentId, c]));
    expect(byId.get(kids[0])).toMatchObject({ state: 'present', lateMinutes: null, lastMark: null });
    expect(byId.get(kids[0])?.firstIn).toBeTruthy();
    expect(byId.get(kids[1])).toMatchObject({ state: 'late' });
    expect(byId.get(kids[1])?.lateMinutes).toBeGreaterThan(0);
    expect(page.totals.children).toBe(kids.length);
    expect(page.totals.present).toBe(page.children.filter((c) => c.state === 'present' || c.state === 'late').length);
    expect(page.totals.present + page.totals.sick + page.totals.personal + page.totals.absent + page.totals.pending).toBe(kids.length);
  });

  it('appends a teacher’s sick mark to the ledger, answers the recomputed day and keeps who and why in the history', async () => {
    const child = kids[2];
    await swipe(t, director, child, atOn(day, '08:05'), 'in');
    const row = ok(await call(E.mark, teacher, { studentId: child, day, mark: 'sick', note: 'Fever at 10', symptoms: ['fever'] }));
    expect(row).toMatchObject({ studentId: child, state: 'sick', symptomGroup: 'fever', lastMark: { mark: 'sick', note: 'Fever at 10' } });
    expect(row.lastMark?.actorName).toBeTruthy();
    expect(await dayRow(child)).toMatchObject({ status: 'sick', marked: true, symptomGroup: 'fever', billable: false });
    const history = ok(await call(E.history, teacher, { studentId: child, day }));
    expect(history.map((h) => [h.kind, h.mark])).toEqual([
      ['card', null],
      ['mark', 'sick'],
    ]);
    expect(history[1]).toMatchObject({ note: 'Fever at 10', symptoms: ['fever'] });
    // a correction is a new event: marked present again, the first mark stays in the ledger
    expect(ok(await call(E.mark, teacher, { studentId: child, day, mark: 'present' })).state).toBe('present');
    const marks = await t.db
      .select({ mark: attendanceEvents.mark })
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.studentId, child), eq(attendanceEvents.kind, 'mark')));
    expect(marks.map((m) => m.mark).sort()).toEqual(['present', 'sick']);
  });

  it('refuses a mark without its reason or symptoms, on a future day or a day the school is closed, naming the field', async () => {
    const child = kids[3];
    refused(await call(E.mark, teacher, { studentId: child, day, mark: 'absent' }), 'common-0400', 'note');
    refused(await call(E.mark, teacher, { studentId: child, day, mark: 'sick', note: 'ill' }), 'common-0400', 'symptoms');
    refused(await call(E.mark, teacher, { studentId: child, day, mark: 'left', symptoms: ['rash'] }), 'common-0400', 'symptoms');
    const tomorrow = todayChina(new Date(Date.now() + 86_400_000));
    refused(await call(E.mark, teacher, { studentId: child, day: tomorrow, mark: 'present' }), 'common-0400', 'day');
    refused(await call(E.list, teacher, { classId: mine, day: tomorrow }), 'common-0400', 'day');
    const closed = await closedDay(t, director.schoolId, day);
    refused(await call(E.mark, teacher, { studentId: child, day: closed, mark: 'present' }), 'common-0400', 'day');
    refused(await call(E.mark, teacher, { studentId: child, day, mark: 'dozing' as never }), 'common-0400', 'mark');
    const marks = await t.db
      .select({ id: attendanceEvents.id })
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.studentId, child), eq(attendanceEvents.kind, 'mark')));
    expect(marks).toEqual([]);
  });

  it('keeps a class teacher to her own classes: she lists and marks none outside them', async () => {
    const classes = ok(await call(E.classes, teacher)).map((c) => c.id);
    expect(classes).toContain(mine);
    expect(classes).not.toContain(other);
    refused(await call(E.list, teacher, { classId: other, day }), 'common-0405');
    refused(await call(E.mark, teacher, { studentId: outsider, day, mark: 'present' }), 'common-0405');
    refused(await call(E.history, teacher, { studentId: outsider, day }), 'common-0405');
    // the director keeps the whole school's
    expect(ok(await call(E.mark, director, { studentId: outsider, day, mark: 'present' })).state).toBe('present');
  });

  it("keeps another school's director away from this school's classes and children", async () => {
    expect(ok(await call(E.classes, otherDirector)).map((c) => c.id)).not.toContain(mine);
    refused(await call(E.list, otherDirector, { classId: mine, day }), 'common-0405');
    refused(await call(E.mark, otherDirector, { studentId: kids[4], day, mark: 'present' }), 'common-0405');
    refused(await call(E.history, otherDirector, { studentId: kids[4], day }), 'common-0405');
    expect(await dayRow(kids[4])).toBeUndefined();
  });
});

describe('the not-arrived notice', () => {
  it("tells the class's teachers and the guardians once, after the rules' time, of children neither arrived nor on leave", async () => {
    const noticeDay = await pastSchoolDay(t, director.schoolId, 3);
    const [arrived, onLeave] = kids;
    // a child the demo gave no leave that day
    const demoLeaves = await t.db
      .select({ studentId: attendanceLeaves.studentId })
      .from(attendanceLeaves)
      .where(and(lte(attendanceLeaves.startsOn, noticeDay), gte(attendanceLeaves.endsOn, noticeDay)));
    const missing = kids.slice(2).find((k) => !demoLeaves.some((l) => l.studentId === k)) as number;
    await swipe(t, director, arrived, atOn(noticeDay, '08:00'), 'in');
    await t.db.insert(attendanceLeaves).values({
      schoolId: director.schoolId,
      studentId: onLeave,
      kind: 'personal',
      startsOn: noticeDay,
      endsOn: noticeDay,
      days: '1',
      status: 'approved',
    });
    const sent = async () => ({
      bell: (await t.db.select({ link: notices.link }).from(notices).where(eq(notices.source, 'attendance'))).map((n) => n.link),
      texts: (await t.db.select({ id: noticeOutbox.id }).from(noticeOutbox).where(eq(noticeOutbox.source, 'attendance'))).length,
    });
    // the demo's rules: 09:30, guardians told
    expect(await sendAbsenceNotices(t.ctx, director.schoolId, atOn(noticeDay, '09:20'))).toBe(0);
    const claimed = await sendAbsenceNotices(t.ctx, director.schoolId, atOn(noticeDay, '09:31'));
    expect(claimed).toBeGreaterThan(0);
    const told = (
      await t.db
        .select({ studentId: attendanceAbsenceNotices.studentId })
        .from(attendanceAbsenceNotices)
        .where(eq(attendanceAbsenceNotices.day, noticeDay))
    ).map((r) => r.studentId);
    expect(told).toContain(missing);
    expect(told).not.toContain(arrived);
    expect(told).not.toContain(onLeave);
    const first = await sent();
    expect(first.bell.filter((l) => l?.includes(`classId=${mine}&day=${noticeDay}`)).length).toBeGreaterThan(0);
    expect(first.texts).toBeGreaterThan(0);
    // the next minute's run sends nothing again
    expect(await sendAbsenceNotices(t.ctx, director.schoolId, atOn(noticeDay, '09:32'))).toBe(0);
    expect(await sent()).toEqual(first);
  });
});
