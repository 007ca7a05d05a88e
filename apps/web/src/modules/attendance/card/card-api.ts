import { type cardRow, cardEndpoints as E } from '@kg/shared/modules/attendance/card';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Attendance cards: calls and row type come from the shared declaration. */
export { E as CARD_ENDPOINTS };
export type CardRow = z.input<typeof cardRow>;

export interface CardInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveCard = (input: CardInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteCard = (id: number) => call(E.remove, { id });
