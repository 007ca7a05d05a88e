import { request } from '../../../api/request.ts';
import type { RangeNode } from '../../../widgets/index.ts';
import type { BasicProfile } from '../../account/index.ts';

/** Server paths of staff management (apps/server/src/modules/garden/staff). */
const T = '/kid-arch/v1/teacher/accountTeacher';
export const STAFF_URLS = {
  find: `${T}/find`,
  departed: `${T}/listDepartureTeacher`,
  detail: `${T}/getById`,
  add: `${T}/add`,
  update: `${T}/update`,
  departure: `${T}/departure`,
  entry: `${T}/entry`,
  resetPassword: `${T}/resetPasswd`,
  authorization: `${T}/getTeacherBasicAuthorization`,
  updateAuthorization: `${T}/updateTeacherBasicAuthorization`,
  changeMobile: '/kid-arch/v1/teacher/confirm-update-mobile',
  rangeTree: '/kid-arch/v1/teacher/clazz/school-grade-clazz-tree',
  importTemplate: '/kid-arch/v1/file/teacherInfo',
  importUpload: '/kid-arch/v1/file/teacherInfo',
  importReport: '/kid-arch/v1/file/importTeacherInfoFailReason',
  export: '/kid-arch/v1/file/teacherModel',
} as const;

export const STAFF_PAGES = {
  list: '/garden/teacher/staff/index',
  add: '/garden/teacher/staff/add',
  edit: (id: number) => `/garden/teacher/staff/edit?id=${id}`,
  info: (id: number) => `/garden/teacher/staff/info?id=${id}`,
  authorize: (id: number) => `/garden/teacher/staff/authorize?id=${id}`,
} as const;

export interface Named {
  id: number;
  name: string;
}

/** A row of find / listDepartureTeacher (phones arrive masked). */
export interface StaffRow {
  id: number;
  realName: string;
  mobile: string;
  status: number;
  allRange: boolean;
  isAdmin: boolean;
  gender: number | null;
  postType: number | null;
  jobTitle: string | null;
  entryDate: string | null;
  positions: Named[];
  roles: Named[];
  classes: Named[];
  departureDate?: string | null;
  departureReason?: string | null;
}

export interface StaffCertificate {
  id: number | null;
  postType: number | string | null;
  certificateName: string | null;
  issuingUnit: string | null;
  resourceId: string | number | null;
  resourceUrl: string | null;
}

export interface StaffHistory {
  id: number;
  action: number;
  happenedOn: string;
  reason: string | null;
}

/** getById: the edit/info view of a member (the basic profile, plus the occupation and relations). */
export interface StaffDetail extends BasicProfile {
  postType: number | null;
  jobTitle: string | null;
  entryDate: string | null;
  workStartDate: string | null;
  teacherQualification: string | null;
  professionalTitle: string | null;
  certificates: StaffCertificate[];
  status: number;
  isAdmin: boolean;
  positions: Named[];
  positionIds: number[];
  roles: (Named & { builtin: string | null })[];
  roleIds: number[];
  allRange: boolean;
  classes: (Named & { gradeId: number; gradeName: string })[];
  history: StaffHistory[];
}

export interface StaffAuthorization {
  id: number;
  realName: string;
  status: number;
  isAdmin: boolean;
  roleIds: number[];
  roles: { id: number; name: string; builtin: string | null; codes: string[]; checked: boolean }[];
  permissions: string[];
}

/** Query key of a member's detail: useAfterSave refreshes every ['detail', …]. */
export const staffDetailKey = (id: number | null, reveal = false) => ['detail', 'staff', id, reveal] as const;

export const fetchStaff = (id: number, reveal = false) =>
  request<StaffDetail>(STAFF_URLS.detail, { data: reveal ? { id, reveal: true } : { id } });

export const fetchAuthorization = (id: number) => request<StaffAuthorization>(STAFF_URLS.authorization, { data: { id } });

/** The school's classes under their grades: the school node itself is left out (its radio says "whole school"). */
export async function loadClassTree(): Promise<RangeNode[]> {
  const roots = await request<RangeNode[]>(STAFF_URLS.rangeTree);
  return roots.flatMap((r) => r.subList ?? []);
}

/** departure and entry take the day (default today) and an optional reason. */
export interface StatusChange {
  id: number;
  date?: string;
  reason?: string;
}
