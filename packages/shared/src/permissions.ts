import { GARDEN_CODES } from './modules/garden/codes.ts';
import { HEALTH_CODES } from './modules/health/codes.ts';
import { MODULES } from './modules/index.ts';
import { RECIPES_CODES } from './modules/recipes/codes.ts';

/**
 * Page permission codes of overview §6, verbatim. Finer action codes are declared by each
 * module's manifest under modules/ and merged into ALL_SCHOOL_CODES there.
 */
export const PAGE_CODES = {
  dataCenter: 'school-data-center-manage-child',
  digitalReport: 'digital-report-view',
  garden: 'school-work-manage',
  student: 'student-manage',
  teacher: 'teacher-manage-child',
  grade: 'school-grade-manage',
  clazz: 'school-class-manage',
  position: 'school-job-manage',
  term: 'school-term-manage',
  finance: 'school-finance-manage',
  onlineFee: 'school-finance-manage-online-fee',
  offlineFee: 'school-finance-manage-offline-fee',
  feeModel: 'school-fee-model-manage-get',
  refund: 'kid-arch-refund-manager',
  financialReports: 'kid-arch-financialStatements-manager',
  health: 'attendance-inspectInfo',
  visitors: 'school-peaceful-campus-manage',
  brand: 'school-brand-manage',
  systemInfo: 'school-info-manage',
  platformSettings: 'platform-settings',
  rolePermission: 'school-role-permission-manage',
  teaching: 'garden-teach-plan-manager',
  growth: 'growth-manage',
  cloudDiskManage: 'garden-cloud-disk-manager',
  cloudDiskUse: 'garden-cloud-disk-use',
  attendance: 'attendance-manage',
  recipes: 'school-nutrition-health-manage',
  dataScreen: 'data-screen',
  moralHandbook: 'mls-manage',
  workflow: 'workflow-process-view',
  parentExhort: 'attendance-exhort',
  notice: 'school-notice',
  album: 'school-album-manage',
  classBoard: 'bp_basic',
  symptomChecklist: 'symptom-checklist',
  healthCare: 'health-care',
} as const;

export type PageCode = (typeof PAGE_CODES)[keyof typeof PAGE_CODES];

/** Action codes of the platform itself (account and staff self-service). */
export const PLATFORM_CODES = {
  staffBasicView: 'teacher-manage-child-get',
  staffBasicUpdate: 'teacher-manage-child-update',
  staffPhoneUpdate: 'teacher-manage-child-update-mobile',
  idCardReveal: 'sensitive-id-card-view',
} as const;

/**
 * Built-in school roles and the codes they start with. A school may edit them or add its own;
 * the director role always holds every code.
 */
export const BUILTIN_SCHOOL_ROLES = {
  director: { zh: '园长', en: 'Director' },
  teacher: { zh: '教师', en: 'Teacher' },
  health: { zh: '保健医', en: 'Health staff' },
  finance: { zh: '财务', en: 'Finance staff' },
  attendance: { zh: '考勤管理员', en: 'Attendance staff' },
  admin: { zh: '行政', en: 'Administration' },
  logistics: { zh: '后勤', en: 'Logistics' },
} as const;

export type BuiltinSchoolRole = keyof typeof BUILTIN_SCHOOL_ROLES;

const P = PAGE_CODES;
const DIRECTOR_ONLY = new Set<string>([
  GARDEN_CODES.idCardReveal,
  GARDEN_CODES.teacherAuthorize,
  GARDEN_CODES.teacherUpdate,
  GARDEN_CODES.teacherMobile,
  GARDEN_CODES.teacherResetPassword,
  GARDEN_CODES.teacherDeparture,
  GARDEN_CODES.teacherAdd,
  GARDEN_CODES.teacherImport,
]);
const L = PLATFORM_CODES;

const ROLE_CODES: Record<Exclude<BuiltinSchoolRole, 'director'>, string[]> = {
  teacher: [
    P.garden,
    P.student,
    P.clazz,
    GARDEN_CODES.clazzGet,
    GARDEN_CODES.studentUpdate,
    P.attendance,
    P.growth,
    P.teaching,
    P.notice,
    P.album,
    P.parentExhort,
    P.cloudDiskUse,
    P.health,
    HEALTH_CODES.inspectRecord,
    HEALTH_CODES.examRecord,
    HEALTH_CODES.examView,
  ],
  health: [
    P.health,
    P.dataCenter,
    P.recipes,
    P.student,
    P.garden,
    P.healthCare,
    P.symptomChecklist,
    P.parentExhort,
    ...Object.values(HEALTH_CODES),
    ...Object.values(RECIPES_CODES),
  ],
  finance: [P.finance, P.onlineFee, P.offlineFee, P.feeModel, P.refund, P.financialReports, P.student, P.garden],
  attendance: [P.attendance, P.garden, P.student, P.teacher],
  logistics: [P.garden, P.recipes, P.visitors, P.notice, ...Object.values(RECIPES_CODES)],
  admin: [
    P.garden,
    P.student,
    P.teacher,
    P.grade,
    P.clazz,
    P.position,
    P.term,
    P.notice,
    P.album,
    P.visitors,
    P.brand,
    L.staffBasicView,
    // staff records, passwords, phones and ID numbers stay with the director
    ...Object.values(GARDEN_CODES).filter((c) => !DIRECTOR_ONLY.has(c)),
  ],
};

export const BUILTIN_ROLE_CODES = Object.fromEntries(
  Object.entries(ROLE_CODES).map(([role, codes]) => [role, [...new Set(codes)]]),
) as typeof ROLE_CODES;

/** Every code a school knows: the spec's page codes, the platform's and each module's own. */
export const ALL_SCHOOL_CODES: string[] = [
  ...new Set([...Object.values(PAGE_CODES), ...Object.values(PLATFORM_CODES), ...MODULES.flatMap((m) => Object.values(m.codes))]),
];

/** Held code → code it grants in a school a regulator supervises, across modules. */
export const REGULATED_GRANTS: ReadonlyArray<readonly [string, string]> = MODULES.flatMap((m) => Object.entries(m.regulatedGrants ?? {}));

/** A regulator entering a school read-only sees these pages. */
export const REGULATOR_VIEW_CODES: string[] = [P.dataCenter, P.garden, P.student, P.teacher, P.grade, P.clazz, P.health, P.attendance];
