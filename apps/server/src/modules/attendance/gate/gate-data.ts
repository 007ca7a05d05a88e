import { GATE_LIMITS, type GateState } from '@kg/shared/modules/attendance/gate';
import { chinaDayStart, todayChina } from '@kg/shared/time/china';
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { classes, attendanceEvents as ev, attendanceLeaves as lv, students } from '../../../db/schema/index.ts';
import { isSchoolDay } from '../../../platform/calendar/index.ts';

const DAY_MS = 86_400_000;

/**
 * Today's arrivals at a school, read from the ledger as it stands (not the drained days, which
 * lag the intake by a drain): each child in school with its first arrival today, if any, by a
 * resolved device event that is not a departure. Four small queries side by side.
 */
export async function loadGateState(db: Db, schoolId: number, now: Date): Promise<GateState> {
  const day = todayChina(now);
  const start = chinaDayStart(now);
  const end = new Date(start.getTime() + DAY_MS);
  const came = db
    .selectDistinctOn([ev.studentId], { studentId: ev.studentId, at: ev.happenedAt, kind: ev.kind })
    .from(ev)
    .where(
      and(
        eq(ev.schoolId, schoolId),
        gte(ev.happenedAt, start),
        lt(ev.happenedAt, end),
        eq(ev.status, 'resolved'),
        ne(ev.kind, 'mark'),
        or(isNull(ev.direction), eq(ev.direction, 'in')),
      ),
    )
    .orderBy(ev.studentId, ev.happenedAt)
    .as('came');
  const [kids, classList, leave, schoolDay] = await Promise.all([
    db
      .select({ id: students.id, name: students.name, classId: students.classId, at: came.at, kind: came.kind })
      .from(students)
      .leftJoin(came, eq(came.studentId, students.id))
      .where(and(eq(students.schoolId, schoolId), eq(students.status, 1), isNotNull(students.classId))),
    db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1)))
      .orderBy(asc(classes.sort), asc(classes.id)),
    db
      .selectDistinct({ studentId: lv.studentId })
      .from(lv)
      .where(and(eq(lv.schoolId, schoolId), eq(lv.status, 'approved'), lte(lv.startsOn, day), gte(lv.endsOn, day))),
    isSchoolDay(db, schoolId, day),
  ]);
  const onLeave = new Set(leave.map((r) => r.studentId));
  const names = new Map(classList.map((c) => [c.id, c.name]));
  const perClass = new Map(classList.map((c) => [c.id, { classId: c.id, name: c.name, expected: 0, arrived: 0 }]));
  let arrived = 0;
  let away = 0;
  for (const k of kids) {
    const row = perClass.get(k.classId as number);
    if (row) row.expected++;
    if (k.at) {
      arrived++;
      if (row) row.arrived++;
    } else if (onLeave.has(k.id)) away++;
  }
  const latest = kids
    .filter((k) => k.at !== null)
    .sort((a, b) => (b.at as Date).getTime() - (a.at as Date).getTime() || b.id - a.id)
    .slice(0, GATE_LIMITS.latest)
    .map((k) => ({
      studentId: k.id,
      name: k.name,
      className: names.get(k.classId as number) ?? null,
      at: k.at as Date,
      kind: k.kind as string,
    }));
  return {
    day,
    schoolDay,
    expected: kids.length,
    arrived,
    onLeave: away,
    latest,
    classes: [...perClass.values()].filter((c) => c.expected > 0),
    at: now,
  };
}
