import { statisticsEndpoints as E, type statisticsRow } from '@kg/shared/modules/attendance/statistics';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Child attendance statistics: calls and row type come from the shared declaration. */
export { E as STATISTICS_ENDPOINTS };
export type StatisticsRow = z.input<typeof statisticsRow>;

export interface StatisticsInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveStatistics = (input: StatisticsInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteStatistics = (id: number) => call(E.remove, { id });
