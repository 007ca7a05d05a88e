import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { attendanceClassShifts, attendanceShiftVersions, classes } from '../../../db/schema/index.ts';

const cs = attendanceClassShifts;
const sv = attendanceShiftVersions;

/** A time column as the calls show it, 'HH:mm'. */
export const hhmm = (column: unknown) => sql<string>`to_char(${column}, 'HH24:MI')`;
export const hhmmOrNull = (column: unknown) => sql<string | null>`to_char(${column}, 'HH24:MI')`;

/** A change takes effect today or later: a past day is never rewritten. Absent means today. */
export function effectiveDay(effectiveFrom: string | undefined, today: string): string {
  if (effectiveFrom === undefined) return today;
  if (effectiveFrom < today) throw new AppError('attendance-0102', { field: 'effectiveFrom' });
  return effectiveFrom;
}

/**
 * How many current classes have the shift `shiftId` today or from a later day: the latest
 * assignment on or before today, or any later one. A graduated class keeps its past only.
 */
export const classesOnShift = (schoolId: unknown, shiftId: unknown, today: string) => sql<number>`(
  select count(distinct x.class_id)::int from ${cs} x
    join ${classes} xc on xc.school_id = x.school_id and xc.id = x.class_id and xc.status = 1
  where x.school_id = ${schoolId} and x.shift_id = ${shiftId}
    and (x.effective_from > ${today}::date or x.effective_from = (
      select max(y.effective_from) from ${cs} y
      where y.school_id = x.school_id and y.class_id = x.class_id and y.effective_from <= ${today}::date)))`;

/** The version of shift `shiftId` in effect on `day` (a lateral subquery aliased by the caller). */
export const versionOn = (shiftId: unknown, day: string | SQL) => sql`(
  select * from ${sv} where ${sv.shiftId} = ${shiftId} and ${sv.effectiveFrom} <= ${day}::date
  order by ${sv.effectiveFrom} desc limit 1)`;
