import { AppError } from '../../../core/errors.ts';
import { type CalendarRunner, schoolDays } from '../../../platform/calendar/index.ts';

/** A leave's span: from a day (only its afternoon if startsPm) to a day (only its morning if endsAm). */
export interface LeaveSpan {
  startsOn: string;
  startsPm: boolean;
  endsOn: string;
  endsAm: boolean;
}

/**
 * The school days a span covers, from the one school calendar, and the days it takes: a half
 * day at either end counts 0.5 when that end is a school day. A span taking nothing (a weekend,
 * a holiday, a closure) is no leave: refused naming startsOn.
 */
export async function leaveDays(db: CalendarRunner, schoolId: number, s: LeaveSpan): Promise<{ days: number; schoolDays: string[] }> {
  const list = await schoolDays(db, schoolId, s.startsOn, s.endsOn);
  let days = list.length;
  if (s.startsPm && list[0] === s.startsOn) days -= 0.5;
  if (s.endsAm && list.at(-1) === s.endsOn) days -= 0.5;
  if (days <= 0) throw new AppError('attendance-0402', { field: 'startsOn' });
  return { days, schoolDays: list };
}
