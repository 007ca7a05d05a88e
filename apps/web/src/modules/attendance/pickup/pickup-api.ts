import { pickupEndpoints as E, type pickupRow } from '@kg/shared/modules/attendance/pickup';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Smart pickup: calls and row type come from the shared declaration. */
export { E as PICKUP_ENDPOINTS };
export type PickupRow = z.input<typeof pickupRow>;

export interface PickupInput {
  name: string;
  note: string | null;
  sort: number;
}

export const savePickup = (input: PickupInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deletePickup = (id: number) => call(E.remove, { id });
