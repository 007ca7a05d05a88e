import type { Payload } from '@kg/shared';
import type { idName } from '@kg/shared/contract/outputs';
import { phoneEndpoints } from '@kg/shared/modules/accounts/phone';
import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { staffEndpoints as E } from '@kg/shared/modules/garden/staff';
import { staffFileEndpoints } from '@kg/shared/modules/garden/staff-files';
import type { certificateRow, staffDetail, staffHistoryRow, staffRow } from '@kg/shared/modules/garden/staff-profile';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';
import type { RangeNode } from '../../../widgets/index.ts';

/** Staff management: calls and answer types come from the shared declarations. */
export { E as STAFF_ENDPOINTS, staffFileEndpoints as STAFF_FILE_ENDPOINTS };

export const STAFF_PAGES = {
  list: '/garden/teacher/staff/index',
  add: '/garden/teacher/staff/add',
  edit: (id: number) => `/garden/teacher/staff/edit?id=${id}`,
  info: (id: number) => `/garden/teacher/staff/info?id=${id}`,
  authorize: (id: number) => `/garden/teacher/staff/authorize?id=${id}`,
} as const;

export type Named = z.input<typeof idName>;
/** A row of the staff lists (phones arrive masked). */
export type StaffRow = z.input<typeof staffRow>;
/** getById: the edit/info view of a member. */
export type StaffDetail = z.input<typeof staffDetail>;
export type StaffCertificate = z.input<typeof certificateRow>;
export type StaffHistory = z.input<typeof staffHistoryRow>;
/** What add and update send (update adds the id). */
export type StaffPayload = Payload<typeof E.add> & { id?: number };

/** Query key of a member's detail: useAfterSave refreshes every ['detail', …]. */
export const staffDetailKey = (id: number | null, reveal = false) => ['detail', 'staff', id, reveal] as const;

export const fetchStaff = (id: number, reveal = false) => call(E.detail, reveal ? { id, reveal: true } : { id });

export const fetchAuthorization = (id: number) => call(E.authorization, { id });

export const saveStaff = (payload: StaffPayload, id: number | null) =>
  id === null ? call(E.add, payload) : call(E.update, { ...payload, id });

/** All the roles the member holds afterwards. */
export const saveRoles = (id: number, roleIds: number[]) => call(E.updateAuthorization, { id, roleIds });

/** departure and entry take the day (required) and an optional reason. */
export const changeStatus = (kind: 'departure' | 'entry', change: Payload<typeof E.departure>) =>
  kind === 'departure' ? call(E.departure, change) : call(E.entry, change);

/** The new password goes to the member by SMS; the answer says where (the masked phone). */
export const resetPassword = (id: number) => call(E.resetPassword, { id });

/** The school's classes under their grades: the school node itself is left out (its radio says "whole school"). */
export async function loadClassTree(): Promise<RangeNode[]> {
  const roots = (await call(classOptionEndpoints.tree, {})) as RangeNode[];
  return roots.flatMap((r) => r.subList ?? []);
}

export interface MobileQuota {
  dayAllowNum: number;
  dayRemainingNum: number;
  /** The new phone, masked. */
  mobile: string;
}

/** Silent: the dialog answers the quota and 'already bound' codes with its own alerts. */
export const changeStaffMobile = (teacherId: number, mobile: string) =>
  call(phoneEndpoints.changeStaffMobile, { teacherId, mobile }, { silent: true });
