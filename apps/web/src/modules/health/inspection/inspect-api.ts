import type { childCheck, classSheet, itemRow, slotRow } from '@kg/shared/modules/health/inspection/inspect-schemas';
import {
  checkEndpoints as C,
  confEndpoints as F,
  itemEndpoints as I,
  optionEndpoints as O,
} from '@kg/shared/modules/health/inspection/inspection';
import type { CheckResult } from '@kg/shared/modules/health/inspection/symptoms';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Check items (I), slots (F), checks (C) and the class options (O): calls and types from the shared declarations. */
export { C as CHECK_ENDPOINTS, F as CONF_ENDPOINTS, I as ITEM_ENDPOINTS, O as INSPECT_OPTION_ENDPOINTS };
export type ItemRow = z.input<typeof itemRow>;
export type SlotRow = z.input<typeof slotRow>;
export type ChildCheck = z.input<typeof childCheck>;
export type ClassSheet = z.input<typeof classSheet>;

export interface ItemInput {
  name: string;
  kind: 'temperature' | 'choice';
  findings: { name: string; group: 'fever' | 'rash' | 'gastro' | 'cough' | 'other' }[];
  sort: number;
}
export const saveItem = (input: ItemInput, id?: number) => call(I.addOrUpdate, id ? { id, ...input } : input);
export const enableItem = (id: number, enabled: boolean) => call(I.enabledOrDisable, { id, enabled });

export const saveSlot = (s: { slot: number; enabled: boolean; starts: string; ends: string; itemIds: number[] }) => call(F.confSubmit, s);

export interface CheckInput {
  day: string;
  slot: number;
  studentId: number;
  result: CheckResult;
  temperature?: number | null;
  findings?: { itemId: number; finding: string }[];
  measures?: string | null;
  note?: string | null;
}
export const saveCheck = (input: CheckInput) => call(C.save, { temperature: null, measures: null, note: null, ...input });
export const allNormal = (classId: number, day: string, slot: number) => call(C.allNormal, { classId, day, slot });
export const undoCheck = (day: string, slot: number, studentId: number) => call(C.undo, { day, slot, studentId });
