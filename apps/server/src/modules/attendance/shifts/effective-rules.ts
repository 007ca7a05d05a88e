import type { RuleVersion } from '@kg/shared/modules/attendance/global-rules';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceClassShifts, attendanceRules, attendanceShifts, attendanceShiftVersions, classes } from '../../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../../db/select-list.ts';
import { DEFAULT_RULES } from './global-rules-data.ts';
import { hhmmOrNull, versionOn } from './shift-sql.ts';

/** A class's shift as it stood on a day: the version of its windows in effect that day. */
export interface ShiftOnDay {
  shiftId: number;
  name: string;
  arriveFrom: string;
  lateAfter: string;
  earlyBefore: string;
  leaveUntil: string;
  weekdays: number[];
  /** whether the day is one of the shift's weekdays (a class has no shift times on the others) */
  applies: boolean;
}
/** The rules of a day without the bookkeeping of when they were saved. */
export type DayRules = Omit<RuleVersion, 'updatedAt'>;

const c = alias(classes, 'c');
const ru = alias(attendanceRules, 'ru');
const a = alias(attendanceClassShifts, 'a');
const sh = alias(attendanceShifts, 'sh');
const v = alias(attendanceShiftVersions, 'v');

const FIELDS = {
  presentMode: joined(ru.presentMode),
  ruleFrom: joined(ru.effectiveFrom),
  presentBefore: hhmmOrNull(ru.presentBefore),
  graceMinutes: joined(ru.graceMinutes),
  halfDayNoon: hhmmOrNull(ru.halfDayNoon),
  absentNoticeAt: hhmmOrNull(ru.absentNoticeAt),
  noticeGuardians: joined(ru.noticeGuardians),
  classId: joined(c.id),
  shiftId: joined(sh.id),
  name: joined(sh.name),
  arriveFrom: hhmmOrNull(v.arriveFrom),
  lateAfter: hhmmOrNull(v.lateAfter),
  earlyBefore: hhmmOrNull(v.earlyBefore),
  leaveUntil: hhmmOrNull(v.leaveUntil),
  weekdays: joined(v.weekdays),
};
const LIST = selectList(FIELDS);
type Row = RowOf<typeof FIELDS>;

/**
 * The rules, and each class's shift with the windows, in effect on `day`: every versioned table
 * read as of that day, so a change set for a later day leaves this day's answer as it was. One
 * statement for the whole school (the ledger classifies a school's day at once); `classId`
 * narrows it to one class. Classes of any status: a graduated class's past days keep their shift.
 */
async function rulesOn(db: Pick<Db, 'execute'>, schoolId: number, day: string, classId?: number): Promise<Row[]> {
  return preparedRows<Row>(
    db,
    sql`select ${LIST} from (select 1) one
      left join lateral (select * from ${attendanceRules} x where x.school_id = ${schoolId} and x.effective_from <= ${day}::date
        order by x.effective_from desc limit 1) ru on true
      left join ${classes} c on ${c.schoolId} = ${schoolId} ${classId === undefined ? sql`` : sql`and ${c.id} = ${classId}`}
      left join lateral (select * from ${attendanceClassShifts} y where y.school_id = ${c.schoolId} and y.class_id = ${c.id}
        and y.effective_from <= ${day}::date order by y.effective_from desc limit 1) a on true
      left join ${attendanceShifts} sh on ${sh.schoolId} = ${a.schoolId} and ${sh.id} = ${a.shiftId}
      left join lateral ${versionOn(sh.id, day)} v on true`,
  );
}

/** ISO weekday of a 'YYYY-MM-DD' day: 1 Monday … 7 Sunday. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

function rulesOf(row: Row | undefined): DayRules {
  if (!row || row.presentMode === null || row.ruleFrom === null) {
    const { updatedAt: _u, ...defaults } = DEFAULT_RULES;
    return defaults;
  }
  return {
    effectiveFrom: row.ruleFrom,
    presentMode: row.presentMode,
    presentBefore: row.presentBefore,
    graceMinutes: row.graceMinutes ?? 0,
    halfDayNoon: row.halfDayNoon,
    absentNoticeAt: row.absentNoticeAt,
    noticeGuardians: row.noticeGuardians ?? false,
  };
}

function shiftOf(row: Row, weekday: number): ShiftOnDay | null {
  if (row.shiftId === null || row.name === null || row.weekdays === null) return null;
  return {
    shiftId: row.shiftId,
    name: row.name,
    arriveFrom: row.arriveFrom as string,
    lateAfter: row.lateAfter as string,
    earlyBefore: row.earlyBefore as string,
    leaveUntil: row.leaveUntil as string,
    weekdays: row.weekdays,
    applies: row.weekdays.includes(weekday),
  };
}

/** The school's rules on `day` and every class's shift that day (null: none assigned yet). */
export async function effectiveRules(
  db: Pick<Db, 'execute'>,
  schoolId: number,
  day: string,
): Promise<{ rules: DayRules; classes: Map<number, ShiftOnDay | null> }> {
  const rows = await rulesOn(db, schoolId, day);
  const weekday = isoWeekday(day);
  const byClass = new Map<number, ShiftOnDay | null>();
  for (const row of rows) if (row.classId !== null) byClass.set(row.classId, shiftOf(row, weekday));
  return { rules: rulesOf(rows[0]), classes: byClass };
}

/** One class's rules and shift on `day`; a class not of the school has no shift. */
export async function effectiveRule(
  db: Pick<Db, 'execute'>,
  schoolId: number,
  classId: number,
  day: string,
): Promise<{ rules: DayRules; shift: ShiftOnDay | null }> {
  const rows = await rulesOn(db, schoolId, day, classId);
  const row = rows[0];
  return { rules: rulesOf(row), shift: row && row.classId !== null ? shiftOf(row, isoWeekday(day)) : null };
}
