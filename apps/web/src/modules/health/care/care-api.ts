import type { Payload } from '@kg/shared';
import { careEndpoints as E, modelEndpoints as M, entryEndpoints as T, viewEndpoints as V } from '@kg/shared/modules/health/care/care';
import type { careDetail, careRow, entryRow, modelRow, viewRow } from '@kg/shared/modules/health/care/care-outputs';
import type { z } from 'zod';
import { call, withNote } from '../../../kit/index.ts';

/** Health care calls; rows are the shared declarations' wire shapes. */
export { E as CARE_ENDPOINTS, M as MODEL_ENDPOINTS };
export type CareRow = z.input<typeof careRow>;
export type CareDetail = z.input<typeof careDetail>;
export type ViewRow = z.input<typeof viewRow>;
export type EntryRow = z.input<typeof entryRow>;
export type ModelRow = z.input<typeof modelRow>;

export const addCare = (input: Payload<typeof E.add>) => call(E.add, input);
export const setCareState = (id: number, state: 'ongoing' | 'finished') => call(E.setState, { id, state });
export const deleteCare = (id: number) => call(E.remove, { id });
export const fetchCare = (id: number) => call(E.detail, { id });
export const loadStudents = async (name: string) =>
  (await call(E.students, { name })).map((s) => ({ value: s.id, label: withNote(s.name, s.clazzName) }));
export const loadRemindUsers = async (name: string) => (await call(E.remindUsers, { name })).map((s) => ({ value: s.id, label: s.name }));

export interface ViewInput {
  day: string;
  trend: 'better' | 'same' | 'worse';
  content: string;
}
export interface EntryInput {
  day: string;
  medicineTimes: string[];
  temperature: number | null;
  observation: string | null;
  imageIds: number[];
}

/**
 * Saves a view or entry. A new one names its record; a change goes through the author-only call
 * when the caller wrote it (no care code needed), else through the care code's call.
 */
export function saveView(v: ViewInput, target: { recordId: number } | { id: number; mine: boolean }) {
  if ('recordId' in target) return call(V.add, { recordId: target.recordId, ...v });
  return call(target.mine ? V.ownUpdate : V.update, { id: target.id, ...v });
}
export function saveEntry(e: EntryInput, target: { recordId: number } | { id: number; mine: boolean }) {
  if ('recordId' in target) return call(T.add, { recordId: target.recordId, ...e });
  return call(target.mine ? T.ownUpdate : T.update, { id: target.id, ...e });
}
export const deleteNote = (kind: 'view' | 'entry', id: number, mine: boolean) => {
  const G = kind === 'view' ? V : T;
  return call(mine ? G.ownRemove : G.remove, { id });
};

export const saveModel = (m: { title: string; content: string }, id?: number) => (id ? call(M.update, { id, ...m }) : call(M.add, m));
export const deleteModel = (id: number) => call(M.remove, { id });
export const topModel = (id: number, top: boolean) => call(top ? M.top : M.untop, { id });
