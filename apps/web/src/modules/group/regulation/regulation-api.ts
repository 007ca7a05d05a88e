import type { Answer } from '@kg/shared';
import { regulationEndpoints as E, type UnitAddInput } from '@kg/shared/modules/group/regulation';
import { call, type RowOf } from '../../../kit/index.ts';

export { E as REGULATION_ENDPOINTS };

export type Unit = RowOf<typeof E.units>;
export type Superior = Answer<typeof E.superiors>[number];
export type Supervised = RowOf<typeof E.supervised>;
export type Candidate = RowOf<typeof E.candidates>;
export type SentRequest = RowOf<typeof E.requests>;
export type Staff = RowOf<typeof E.staff>;

/** Where the units list lives: add and edit return to it. */
export const UNITS_PATH = '/group/organizational/regulation/index';

/** A new unit may name its administrator; an edit changes the unit only. */
export const saveUnit = ({ adminPhone, adminName, ...u }: UnitAddInput, id?: number | null) =>
  id ? call(E.updateUnit, { ...u, id }) : call(E.addUnit, { ...u, adminPhone, adminName });
export const setUnitDisabled = (id: number, disabled: boolean) => call(E.unitStatus, { id, disabled });
export const fileRequest = (target: { schoolId?: number; groupId?: number }, message: string | null) =>
  call(E.request, { ...target, message });
export const withdrawRequest = (id: number) => call(E.withdraw, { id });
export const saveStaffScope = (s: Pick<Staff, 'memberId' | 'allowEntry' | 'allowReports' | 'unitScope'>) => call(E.saveStaff, s);
