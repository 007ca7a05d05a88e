import type { Payload } from '@kg/shared';
import { classShiftEndpoints as CS } from '@kg/shared/modules/attendance/class-shifts';
import { globalRuleEndpoints as R } from '@kg/shared/modules/attendance/global-rules';
import { shiftEndpoints as E } from '@kg/shared/modules/attendance/shifts';
import { call, type RowOf } from '../../../kit/index.ts';

/** Shifts, class shifts and rules: calls and row types come from the shared declarations. */
export { CS as CLASS_SHIFT_ENDPOINTS, E as SHIFT_ENDPOINTS, R as RULE_ENDPOINTS };
export type ShiftRow = RowOf<typeof E.queryPageList>;
export type ClassShiftRow = RowOf<typeof CS.clazzListPage>;
export type ShiftInput = Payload<typeof E.update> & Payload<typeof E.add>;
export type RuleInput = Payload<typeof R.update>;

/** A new shift's windows start today; an edit's from its effective day (today when blank). */
export const saveShift = ({ effectiveFrom, ...input }: Omit<ShiftInput, 'id'>, id?: number) =>
  id ? call(E.update, { id, ...input, effectiveFrom }) : call(E.add, input);

export const deleteShift = (id: number) => call(E.remove, { id });
export const shiftInUse = (id: number) => call(CS.flagInUse, { id });
export const assignShift = (input: Payload<typeof CS.batchAddOrUpdate>) => call(CS.batchAddOrUpdate, input);
export const saveRules = (input: RuleInput) => call(R.update, input);
