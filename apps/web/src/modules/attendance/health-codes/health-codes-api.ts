import {
  type childStatusRow,
  type clazzRow,
  healthCodesEndpoints as E,
  HEALTH_CODE_COLORS,
  type HealthCodeColor,
  type historyRow,
  type staffStatusRow,
} from '@kg/shared/modules/attendance/health-codes';
import { todayChina } from '@kg/shared/time/china';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Health codes: calls and row types come from the shared declaration. */
export { E as HEALTH_CODES_ENDPOINTS, HEALTH_CODE_COLORS, type HealthCodeColor };
export type ChildStatusRow = z.input<typeof childStatusRow>;
export type StaffStatusRow = z.input<typeof staffStatusRow>;
export type ClazzRow = z.input<typeof clazzRow>;
export type HistoryRow = z.input<typeof historyRow>;
export type Counts = { total: number; green: number; yellow: number; red: number; unchecked: number };

/** The list opens on China's today (the server's day), and its trend on the fortnight up to the day shown. */
export const today = () => todayChina();
export const fortnightTo = (day: string) => {
  const end = Date.parse(`${day}T00:00:00Z`);
  return { start: new Date(end - 13 * 86_400_000).toISOString().slice(0, 10), end: day };
};

export type Recorded = { day: string; color: HealthCodeColor; note: string | null };
export const recordChildren = (studentIds: number[], v: Recorded) => call(E.recordChildren, { studentIds, ...v });
export const recordStaff = (memberIds: number[], v: Recorded) => call(E.recordStaff, { memberIds, ...v });
