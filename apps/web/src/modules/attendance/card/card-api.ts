import {
  type CardBindInput,
  type cardRow,
  type cardStudentRow,
  type cardTeacherRow,
  cardEndpoints as E,
} from '@kg/shared/modules/attendance/card';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Attendance cards: calls and row types come from the shared declaration. */
export { E as CARD_ENDPOINTS };
export type CardRow = z.input<typeof cardRow>;
export type ChildCardsRow = z.input<typeof cardStudentRow>;
export type StaffCardsRow = z.input<typeof cardTeacherRow>;
export type CardHolder = Omit<CardBindInput, 'cardNo'> & { name: string };

export const bindCard = (holder: CardHolder, cardNo: string) => {
  const { name: _name, ...who } = holder;
  return call(E.doBindingCard, { ...who, cardNo });
};

/** What may be done to a card in each status (the server refuses the rest). */
export const CARD_ACTIONS = { loss: ['active'], destroy: ['active', 'lost'], recover: ['lost'] } as const;
export type CardAction = keyof typeof CARD_ACTIONS;
const ACTION_CALLS = { loss: E.doLoss, destroy: E.doDestory, recover: E.doRecover } as const;

export const cardAction = (action: CardAction, id: number) => call(ACTION_CALLS[action], { id });
