import { gateEndpoints as E, type gateRow } from '@kg/shared/modules/attendance/gate';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Gate screen: calls and row type come from the shared declaration. */
export { E as GATE_ENDPOINTS };
export type GateRow = z.input<typeof gateRow>;

export interface GateInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveGate = (input: GateInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteGate = (id: number) => call(E.remove, { id });
