import { statisticEndpoints as E, optionEndpoints as O } from '@kg/shared/modules/health/inspection/inspection';
import type { dailyRow, monthRow, studentMonth } from '@kg/shared/modules/health/inspection/statistic-shapes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../api/request.ts';
import type { Entry } from '../../../widgets/index.ts';

/** Calls of the inspection records (E) and the class options (O), types from the shared declarations. */
export { E as STATISTIC_ENDPOINTS, O as OPTION_ENDPOINTS };
export type DailyRow = z.input<typeof dailyRow>;
export type MonthRow = z.input<typeof monthRow>;
export type StudentMonth = z.input<typeof studentMonth>;

export const MONTH_PATH = '/health/examinations/morningExaminations/monthRecord';
/** One child's month, opened from a row of the month matrix. */
export const studentMonthPath = (studentId: number, month: string, clazzId?: number) =>
  `/health/examinations/morningExaminations/monthRecord/student?studentId=${studentId}&month=${month}${clazzId ? `&clazzId=${clazzId}` : ''}`;

/** Today and this month in China, where the schools are (the browser may be elsewhere). */

/**
 * What a paged answer carries beside its rows (the daily list's class totals, the month's day
 * totals): the same query as usePagedList's, so the cache answers both with one call.
 */
export function usePageExtras<T>(path: string, list: { filters: Entry; pageNum: number; pageSize: number }, enabled = true) {
  const q = useQuery({
    queryKey: ['list', path, list.filters, { pageNum: list.pageNum, pageSize: list.pageSize }],
    queryFn: () => request<T>(path, { data: { ...sendable(list.filters), pageNum: list.pageNum, pageSize: list.pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });
  return q.data;
}
const sendable = (e: Entry): Entry => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== '' && v !== null && v !== undefined));
