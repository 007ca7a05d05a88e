import { statisticsEndpoints as E, NO_ATTENDANCE_DATA } from '@kg/shared/modules/attendance/statistics';
import type {
  childDayRow,
  classDayRow,
  dailyListOut,
  detailOut,
  monthChildRow,
  monthClassRow,
  monthlyListOut,
} from '@kg/shared/modules/attendance/statistics-shapes';
import type { z } from 'zod';

/** Children's attendance statistics: calls and shapes from the shared declaration. */
export { E as STATISTICS_ENDPOINTS };
export type ClassDayRow = z.input<typeof classDayRow>;
export type ChildDayRow = z.input<typeof childDayRow>;
export type DailyList = z.input<typeof dailyListOut>;
export type MonthClassRow = z.input<typeof monthClassRow>;
export type MonthlyList = z.input<typeof monthlyListOut>;
export type MonthChildRow = z.input<typeof monthChildRow>;
export type Detail = z.input<typeof detailOut>;

/**
 * A period without a school day so far answers attendance-2506 as data (overview §8): the request
 * layer resolves it with the whole envelope instead of the figures.
 */
export const isNoData = (v: unknown): v is { code: string; message: string } =>
  typeof v === 'object' && v !== null && (v as { code?: unknown }).code === NO_ATTENDANCE_DATA;

/** The pages the statistics open from one another (found by path, their query in the URL). */
export const STAT_PATHS = {
  daily: '/attendance/student/statistics',
  classDay: (clazzId: number, day: string) => `/attendance/student/clazzDaily?clazzId=${clazzId}&day=${day}`,
  monthly: '/attendance/student/monthly',
  monthReport: (clazzId: number, month: string) => `/attendance/student/monthlyReport?clazzId=${clazzId}&month=${month}`,
  detail: (studentId: number, from: string, to: string) => `/attendance/student/detail?studentId=${studentId}&from=${from}&to=${to}`,
};

/** A rate as the pages show it. */
export const pct = (rate: number | null) => (rate === null ? '—' : `${rate}%`);
