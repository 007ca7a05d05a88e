/**
 * Page permission codes of overview §6, verbatim. Finer action codes are declared by each
 * module's manifest under modules/ and merged with these into ALL_SCHOOL_CODES by the app layer
 * (modules/school-codes.ts), which also gives each built-in role its codes.
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

/** A regulator entering a school read-only sees these pages. */
const P = PAGE_CODES;
export const REGULATOR_VIEW_CODES: string[] = [P.dataCenter, P.garden, P.student, P.teacher, P.grade, P.clazz, P.health, P.attendance];
