import type { Answer } from '@kg/shared';
import { pickupEndpoints as E, type PickupSettingsInput } from '@kg/shared/modules/attendance/pickup';
import { call, type RowOf } from '../../../kit/index.ts';

/** Smart pickup: calls and row types come from the shared declaration. */
export { E as PICKUP_ENDPOINTS };
export type ClassFigures = Answer<typeof E.getClazzStatistics>['list'][number];
export type ClassChild = Answer<typeof E.getClazzStatisticsInfo>['list'][number];
export type PickInfo = Answer<typeof E.getPickInfo>;
export type PickerRow = PickInfo['pickers'][number];
export type PickupRow = PickInfo['pickups'][number];
export type FailureRow = RowOf<typeof E.getStudentFailureImg>;
export type Totals = Answer<typeof E.smartPickTotal>;
export type RefusedRow = Answer<typeof E.getRefusedPickups>[number];

export const PICKUP_PATHS = {
  index: '/attendance/student/pickup',
  klass: (classId: number, day: string) => `/attendance/student/pickupClass?classId=${classId}&day=${day}`,
};

export interface PickerInput {
  studentId: number;
  guardianId: number | null;
  name: string;
  relation: string;
  phone: string;
  photoId: number;
  faceRef: string | null;
  cardNo: string | null;
  validFrom: string;
  validTo: string | null;
}

export const savePicker = (input: PickerInput, id?: number) => call(E.addSmartPickupStudentsOneAnchor, id ? { id, ...input } : input);
export const setPickerStatus = (id: number, status: 'active' | 'disabled') => call(E.updateAnchorStatus, { id, status });
export const deletePicker = (id: number) => call(E.deleteAnchor, { id });
export const saveSettings = (s: PickupSettingsInput) => call(E.updateSmartPickTotal, s);

/** Who a redo-photo notice asks, by the failure list's kind. */
export const redoPhoto = (kind: 'child' | 'picker' | 'staff', ids: number[]) =>
  kind === 'child'
    ? call(E.noticeRedoPhotoStudents, { studentIds: ids })
    : kind === 'picker'
      ? call(E.noticeRedoPhotoPickers, { pickerIds: ids })
      : call(E.noticeRedoPhotoTeachers, { staffIds: ids });
