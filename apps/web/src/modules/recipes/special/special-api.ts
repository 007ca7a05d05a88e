import { allergyEndpoints } from '@kg/shared/modules/health/records/allergy';
import { specialEndpoints as E } from '@kg/shared/modules/recipes/special';
import type { GroupSaveInput } from '@kg/shared/modules/recipes/special-shapes';
import { call, type RowOf } from '../../../kit/index.ts';

/** Special-meal groups and their children: calls and row types come from the shared declaration. */
export { allergyEndpoints as ALLERGY_ENDPOINTS, E as SPECIAL_ENDPOINTS };
export type GroupRow = RowOf<typeof E.groupList>;
export type SpecialChildRow = RowOf<typeof E.studentList>;
export type CandidateRow = RowOf<typeof E.candidates>;

export const saveGroup = (input: GroupSaveInput) => call(E.groupSave, input);
export const deleteGroup = (id: number) => call(E.groupDelete, { id });
export const addChildren = (groupId: number, studentIds: number[], allCandidates = false) =>
  call(E.studentAdd, { groupId, studentIds, allCandidates });
export const removeChild = (groupId: number, studentId: number) => call(E.studentDelete, { groupId, studentId });
