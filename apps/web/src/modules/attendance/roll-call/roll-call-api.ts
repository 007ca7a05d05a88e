import { rollCallEndpoints as E, type rollCallRow } from '@kg/shared/modules/attendance/roll-call';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Roll call: calls and row type come from the shared declaration. */
export { E as ROLL_CALL_ENDPOINTS };
export type RollCallRow = z.input<typeof rollCallRow>;

export interface RollCallInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveRollCall = (input: RollCallInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteRollCall = (id: number) => call(E.remove, { id });
