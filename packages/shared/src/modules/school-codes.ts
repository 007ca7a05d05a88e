import { type BuiltinSchoolRole, PAGE_CODES, PLATFORM_CODES } from '../permissions.ts';
import { ATTENDANCE_CODES } from './attendance/codes.ts';
import { GARDEN_CODES } from './garden/codes.ts';
import { HEALTH_CODES } from './health/codes.ts';
import { MODULES } from './index.ts';
import { RECIPES_CODES } from './recipes/codes.ts';

// What every module's codes add up to in a school: the built-in roles' starting codes, every code a
// school knows, the grants a regulated school makes. Assembled here, above the modules, so the
// core permissions (permissions.ts) name no module.

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
    ATTENDANCE_CODES.rollCallMark,
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
  // the attendance staff keep the school calendar (closures and open days), the cards and smart pickup
  attendance: [
    P.attendance,
    P.garden,
    P.student,
    P.teacher,
    ATTENDANCE_CODES.calendarEdit,
    ATTENDANCE_CODES.cardEdit,
    ATTENDANCE_CODES.pickupEdit,
    ATTENDANCE_CODES.pickupSettings,
  ],
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
