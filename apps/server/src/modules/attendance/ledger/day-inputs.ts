import { addDays } from '@kg/shared/time/china';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceLeaves as lv } from '../../../db/schema/index.ts';
import { calendarDays, MAX_RANGE_DAYS } from '../../../platform/calendar/index.ts';
import { type DayRules, effectiveRules, type ShiftOnDay } from '../shifts/effective-rules.ts';
import type { LeaveOnDay } from './day-class.ts';

type Runner = Pick<Db, 'execute' | 'select'>;

/** What a school's day is classified against: its rules, each class's shift, and the calendar. */
export interface DayContext {
  rules: DayRules;
  classes: Map<number, ShiftOnDay | null>;
  schoolDay: boolean;
}

/** The rules and calendar of each day (one statement per day for the rules, the calendar once per two years). */
export async function dayContexts(db: Runner, schoolId: number, days: readonly string[]): Promise<Map<string, DayContext>> {
  const sorted = [...new Set(days)].sort();
  const out = new Map<string, DayContext>();
  if (!sorted.length) return out;
  // the calendar answers at most MAX_RANGE_DAYS at once: days further apart (a device's very late flush) are read in windows
  const calendar = new Map<string, boolean>();
  for (let i = 0; i < sorted.length; ) {
    const end = addDays(sorted[i], MAX_RANGE_DAYS - 1);
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] <= end) j++;
    for (const d of await calendarDays(db, schoolId, sorted[i], sorted[j])) calendar.set(d.day, d.schoolDay);
    i = j + 1;
  }
  for (const day of sorted) {
    const { rules, classes } = await effectiveRules(db, schoolId, day);
    out.set(day, { rules, classes, schoolDay: calendar.get(day) ?? false });
  }
  return out;
}

/**
 * Approved leaves covering the children's days, by 'studentId:day'. A leave starting in the
 * afternoon or ending in the morning covers half of that day.
 */
export async function leavesOn(
  db: Runner,
  schoolId: number,
  studentIds: readonly number[] | null,
  days: readonly string[],
): Promise<Map<string, LeaveOnDay>> {
  const sorted = [...new Set(days)].sort();
  const out = new Map<string, LeaveOnDay>();
  if (!sorted.length || studentIds?.length === 0) return out;
  const rows = await db
    .select({
      id: lv.id,
      studentId: lv.studentId,
      kind: lv.kind,
      startsOn: lv.startsOn,
      endsOn: lv.endsOn,
      startsPm: lv.startsPm,
      endsAm: lv.endsAm,
      symptomGroup: lv.symptomGroup,
    })
    .from(lv)
    .where(
      and(
        eq(lv.schoolId, schoolId),
        eq(lv.status, 'approved'),
        studentIds ? inArray(lv.studentId, [...studentIds]) : undefined,
        lte(lv.startsOn, sorted[sorted.length - 1]),
        gte(lv.endsOn, sorted[0]),
      ),
    )
    .orderBy(lv.id);
  for (const r of rows)
    for (const day of sorted) {
      if (day < r.startsOn || day > r.endsOn) continue;
      const half = (day === r.startsOn && r.startsPm) || (day === r.endsOn && r.endsAm);
      // a later leave of the same day (the ids ascend) stands over an earlier one
      out.set(`${r.studentId}:${day}`, {
        id: r.id,
        kind: r.kind === 'sick' ? 'sick' : 'personal',
        symptomGroup: r.symptomGroup,
        half,
      });
    }
  return out;
}
