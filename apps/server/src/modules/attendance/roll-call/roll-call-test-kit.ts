import { deviceEndpoints } from '@kg/shared/modules/attendance/ledger';
import { rollCallEndpoints as E } from '@kg/shared/modules/attendance/roll-call';
import { addDays, chinaDayStartOf, todayChina } from '@kg/shared/time/china';
import { and, asc, eq } from 'drizzle-orm';
import { call, type LoginResult, ok, type TestApp } from '../../../../test/harness.ts';
import { attendanceEvents, classes, students } from '../../../db/schema/index.ts';
import { calendarDays, schoolDays } from '../../../platform/calendar/index.ts';
import { recomputeDays } from '../ledger/day-data.ts';

/** Days back before the demo ledger's first day (ledger-events-demo.ts: a week) with a margin. */
const BEFORE_DEMO_DAYS = 10;

/**
 * A past school day of a school before the demo's own ledger days (its last week of events), so a
 * test's reads and marks are the only inputs of that day; `back` counts school days further back.
 */
export async function pastSchoolDay(t: TestApp, schoolId: number, back = 1): Promise<string> {
  const before = todayChina(new Date(Date.now() - BEFORE_DEMO_DAYS * 86_400_000));
  const from = todayChina(new Date(Date.now() - 40 * 86_400_000));
  const days = await schoolDays(t.db, schoolId, from, before);
  const day = days[days.length - back];
  if (!day) throw new Error('no school day in the weeks before the demo ledger');
  return day;
}

/** A day the school was closed in the fortnight before `day` (a weekend or a holiday). */
export async function closedDay(t: TestApp, schoolId: number, day: string): Promise<string> {
  const from = addDays(day, -14);
  const closed = (await calendarDays(t.db, schoolId, from, day)).find((d) => !d.schoolDay);
  if (!closed) throw new Error('no closed day in a fortnight');
  return closed.day;
}

/** A China time of a day as an instant. */
export const atOn = (day: string, hm: string) =>
  new Date(chinaDayStartOf(day).getTime() + (Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3))) * 60_000);

/** The current children of a class, by id. */
export const childrenOf = (t: TestApp, schoolId: number, classId: number) =>
  t.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.classId, classId), eq(students.status, 1)))
    .orderBy(asc(students.id));

/** A teacher's class and one of the school's classes outside her range. */
export async function teacherClasses(t: TestApp, teacher: LoginResult) {
  const mine = ok(await call(E.classes, teacher)).map((c) => c.id);
  const all = await t.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, teacher.schoolId), eq(classes.status, 1)));
  const other = all.map((c) => c.id).find((id) => !mine.includes(id));
  if (!mine.length || other === undefined) throw new Error('the demo teacher needs a class and the school another');
  return { mine, other };
}

let next = 0;
/** A gate read of a child, stored in the ledger as the intake stores it, and the child's day recomputed. */
export async function swipe(t: TestApp, director: LoginResult, studentId: number, at: Date, direction: 'in' | 'out') {
  const device = ok(await call(deviceEndpoints.add, director, { name: `Register gate ${++next}`, kind: 'gate' }));
  await t.db.insert(attendanceEvents).values({
    schoolId: director.schoolId,
    happenedAt: at,
    deviceId: device.id,
    deviceEventId: `register-${next}`,
    kind: 'card',
    direction,
    studentId,
    status: 'resolved',
  });
  await t.db.transaction((tx) => recomputeDays(tx, director.schoolId, [{ studentId, day: todayChina(at) }]));
}
