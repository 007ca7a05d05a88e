import { calendarEndpoints } from '@kg/shared/modules/attendance/calendar';
import { leaveEndpoints as E } from '@kg/shared/modules/attendance/leave';
import { termEndpoints } from '@kg/shared/modules/garden/terms';
import { todayChina } from '@kg/shared/time/china';
import { and, asc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { call, createTestApp, type LoginResult, login, ok, signIn, type TestApp } from '../../../../test/harness.ts';
import {
  accounts,
  attendanceChildDays,
  attendanceDaysDirty,
  memberClassRanges,
  members,
  students,
  workflowStepApprovers,
  workflowSteps,
} from '../../../db/schema/index.ts';
import { schoolDays } from '../../../platform/calendar/index.ts';
import { recomputeDays } from '../ledger/day-data.ts';

const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Autumn 2025 as a term of the school, so the calendar's dates below are school days (days outside every term are not). */
async function withAutumn2025(who: LoginResult) {
  const { list } = ok(await call(calendarEndpoints.terms, who, { pageSize: 20 }));
  if (!list.some((term) => term.startDate <= '2025-09-01' && term.endDate >= '2025-12-31')) {
    ok(await call(termEndpoints.add, who, { schoolYear: 2025, termType: 1, startDate: '2025-09-01', endDate: '2026-01-20' }));
  }
}

/** One app, the callers the leave tests use and fixtures that read like the calls they make. */
export async function leaveKit() {
  const t: TestApp = await createTestApp();
  const [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
  await withAutumn2025(director);
  const s = students;
  const enrolled = (schoolId: number) => and(eq(s.schoolId, schoolId), eq(s.status, 1), isNotNull(s.classId));
  const range = (
    await t.db.select({ id: memberClassRanges.classId }).from(memberClassRanges).where(eq(memberClassRanges.memberId, teacher.teacherId))
  ).map((r) => r.id);
  const kids = async (where: ReturnType<typeof and>, n: number) =>
    (await t.db.select({ id: s.id }).from(s).where(where).orderBy(asc(s.id)).limit(n)).map((r) => r.id);
  const inClass = await kids(and(enrolled(director.schoolId), eq(s.classId, range[0])), 8);
  const [outside] = await kids(and(enrolled(director.schoolId), notInArray(s.classId, range)), 1);
  const [otherSchool] = await kids(enrolled(otherDirector.schoolId), 1);
  // two school days a week or more ahead (cancelling needs a leave that has not ended)
  const ahead = await schoolDays(t.db, director.schoolId, plus(todayChina(), 7), plus(todayChina(), 60));

  /** The members waiting to decide a request. */
  const waiting = async (requestId: number) =>
    (
      await t.db
        .select({ id: workflowStepApprovers.memberId })
        .from(workflowStepApprovers)
        .innerJoin(
          workflowSteps,
          and(eq(workflowSteps.schoolId, workflowStepApprovers.schoolId), eq(workflowSteps.id, workflowStepApprovers.stepId)),
        )
        .where(
          and(eq(workflowStepApprovers.requestId, requestId), eq(workflowSteps.state, 'waiting'), isNull(workflowStepApprovers.decision)),
        )
        .orderBy(asc(workflowStepApprovers.memberId))
    ).map((r) => r.id);
  /** Signs in a staff member (demo staff share the password). */
  const asMember = async (memberId: number) => {
    const [a] = await t.db
      .select({ phone: accounts.phone })
      .from(members)
      .innerJoin(accounts, eq(accounts.id, members.accountId))
      .where(eq(members.id, memberId));
    return login(t.app, a.phone, 'Kg@123456');
  };
  /** The first waiting approver of the leave's request, signed in. */
  const approver = async (leaveId: number) => {
    const { requestId } = ok(await call(E.detail, director, { id: leaveId }));
    const [first] = await waiting(requestId as number);
    return { requestId: requestId as number, who: await asMember(first) };
  };
  /** A child's stored day. */
  const childDay = async (studentId: number, day: string) => {
    const [row] = await t.db
      .select({ status: attendanceChildDays.status, leaveId: attendanceChildDays.leaveId, symptomGroup: attendanceChildDays.symptomGroup })
      .from(attendanceChildDays)
      .where(and(eq(attendanceChildDays.studentId, studentId), sql`${attendanceChildDays.day} = ${day}::date`));
    return row;
  };
  /**
   * The child's days marked for the drain, then recomputed as the drain would: this child's days
   * only (draining every mark would also take the demo's, seconds of work no test asks for).
   */
  const recomputeMarked = async (studentId: number) => {
    const d = attendanceDaysDirty;
    const marked = (
      await t.db
        .select({ day: d.day })
        .from(d)
        .where(and(eq(d.schoolId, director.schoolId), eq(d.studentId, studentId)))
        .orderBy(asc(d.day))
    ).map((r) => r.day);
    await t.db.transaction(async (tx) => {
      await tx.delete(d).where(and(eq(d.schoolId, director.schoolId), eq(d.studentId, studentId)));
      await recomputeDays(
        tx,
        director.schoolId,
        marked.map((day) => ({ studentId, day })),
      );
    });
    return marked;
  };
  return {
    t,
    director,
    otherDirector,
    teacher,
    range,
    inClass,
    recomputeMarked,
    outside,
    otherSchool,
    ahead,
    waiting,
    asMember,
    approver,
    childDay,
  };
}
