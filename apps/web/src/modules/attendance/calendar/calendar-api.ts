import {
  type CalendarSpanInput,
  type calendarDay,
  type calendarSpanRow,
  calendarEndpoints as E,
} from '@kg/shared/modules/attendance/calendar';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** School calendar: calls and row types come from the shared declaration. */
export { E as CALENDAR_ENDPOINTS };
export type CalendarDay = z.input<typeof calendarDay>;
export type SpanRow = z.input<typeof calendarSpanRow>;
export type SpanInput = CalendarSpanInput;

export const saveSpan = (input: SpanInput, id?: number) => (id ? call(E.updateSpan, { id, ...input }) : call(E.addSpan, input));

export const deleteSpan = (id: number) => call(E.removeSpan, { id });

/** 'YYYY-MM' moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** ISO weekday (1 Monday … 7 Sunday) of a 'YYYY-MM-DD'. */
export const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
