import { NO_ATTENDANCE_DATA } from '@kg/shared/modules/attendance/statistics';
import { todayChina } from '@kg/shared/time/china';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { schoolDays } from '../../../platform/calendar/index.ts';

/** A percentage with one decimal, null where nothing was due. */
export const rateOf = (n: number, of: number) => (of > 0 ? Math.round((n * 1000) / of) / 10 : null);

/** First and last day of a month 'YYYY-MM'. */
export function monthSpan(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The school days of from..to that have passed or are today (China's clock), from the school
 * calendar: only they have day rows. None: the period holds no attendance, answered as data
 * (attendance-2506, overview §8) rather than as a table of zeros.
 */
export async function dueDays(db: Db, schoolId: number, from: string, to: string): Promise<string[]> {
  const today = todayChina();
  const last = to < today ? to : today;
  const days = from <= last ? await schoolDays(db, schoolId, from, last) : [];
  if (days.length === 0) throw new AppError(NO_ATTENDANCE_DATA, { data: { from, to } });
  return days;
}
