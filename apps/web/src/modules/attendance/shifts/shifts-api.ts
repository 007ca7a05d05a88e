import { shiftsEndpoints as E, type shiftsRow } from '@kg/shared/modules/attendance/shifts';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Shifts: calls and row type come from the shared declaration. */
export { E as SHIFTS_ENDPOINTS };
export type ShiftsRow = z.input<typeof shiftsRow>;

export interface ShiftsInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveShifts = (input: ShiftsInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteShifts = (id: number) => call(E.remove, { id });
