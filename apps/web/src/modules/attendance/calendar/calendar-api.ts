import { type calendarRow, calendarEndpoints as E } from '@kg/shared/modules/attendance/calendar';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** School calendar: calls and row type come from the shared declaration. */
export { E as CALENDAR_ENDPOINTS };
export type CalendarRow = z.input<typeof calendarRow>;

export interface CalendarInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveCalendar = (input: CalendarInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteCalendar = (id: number) => call(E.remove, { id });
