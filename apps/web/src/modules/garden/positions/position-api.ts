import { positionEndpoints as E, type positionRow } from '@kg/shared/modules/garden/positions';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Job positions of the school: calls and row type come from the shared declaration. */
export { E as POSITION_ENDPOINTS };
export type PositionRow = z.input<typeof positionRow>;

export interface PositionInput {
  name: string;
  description: string | null;
  sort: number;
}

export const savePosition = (input: PositionInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deletePosition = (id: number) => call(E.remove, { id });
