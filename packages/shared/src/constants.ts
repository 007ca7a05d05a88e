/** Institution type codes of overview §9. */
export const InstitutionType = { group: 1, school: 2, regulator: 4 } as const;
export type InstitutionTypeCode = (typeof InstitutionType)[keyof typeof InstitutionType];

/** Login types of overview §3: '3' normal, '7' the tongan partner-region variant. */
export const LoginType = { normal: '3', tongan: '7' } as const;

export const PAGE_SIZES = [10, 20] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const ROOT_REGION_ID = 1;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APP_VERSION_SUFFIX = '_manager_2.23.0';
/** Signed requests may be at most this far from server time. */
export const REQUEST_TIME_WINDOW_S = 300;

/** Manage range node types (domain §9). */
export const RangeNodeType = { school: 1, grade: 2, clazz: 3 } as const;

export const HEADER = {
  signature: 'signature',
  time: 'time',
  requestId: 'requestid',
  schoolId: 'schoolid',
  teacherId: 'teacherid',
  orgId: 'orgid',
  realOrgId: 'realorgid',
  language: 'language',
} as const;
