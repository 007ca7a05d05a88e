import { temperatureEndpoints as E, measureEndpoints as M } from '@kg/shared/modules/health/temperature/temperature';
import type { childTemperatureRow, staffTemperatureRow } from '@kg/shared/modules/health/temperature/temperature-shapes';
import { todayChina } from '@kg/shared/time/china';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';
import type { FieldOption } from '../../../widgets/index.ts';

/** Calls of the temperature pages (E) and measures (M), types from the shared declarations. */
export { E as TEMPERATURE_ENDPOINTS, M as MEASURE_ENDPOINTS };
export type ChildTemperatureRow = z.input<typeof childTemperatureRow>;
export type StaffTemperatureRow = z.input<typeof staffTemperatureRow>;

/** The last two weeks in China, today included: what the lists open on. */
export function lastTwoWeeks(now = new Date()) {
  const day = (ms: number) => todayChina(new Date(ms));
  return { start: day(now.getTime() - 13 * 86_400_000), end: day(now.getTime()) };
}

export const loadStaff = async (name: string): Promise<FieldOption[]> =>
  (await call(E.staffOptions, name ? { name } : {})).map((s) => ({ value: s.id, label: s.name }));
export const saveStaffReading = (v: { memberId: number; day: string; slot: number; temperature: number }) => call(E.addStaff, v);
