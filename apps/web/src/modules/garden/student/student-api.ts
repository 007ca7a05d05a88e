import { request } from '../../../api/request.ts';
import type { Entry } from '../../../widgets/index.ts';

/** Paths of the child calls (server: apps/server/src/modules/garden/students, graduates). */
export const STUDENT_URLS = {
  list: '/kid-arch/v1/teacher/web/student/list',
  detail: '/kid-arch/v1/teacher/web/student/detail',
  add: '/kid-arch/v1/teacher/web/student/add',
  update: '/kid-arch/v1/teacher/web/student/update',
  remove: '/kid-arch/v1/teacher/web/student/remove',
  health: '/kid-arch/v1/teacher/web/student/getStuHealthInfo',
  guardianMobile: '/kid-arch/v1/teacher/web/student/update-guardian-mobile',
  graduation: '/kid-arch/v1/teacher/graduate/student/graduation',
  batchGraduation: '/kid-arch/v1/teacher/graduate/student/batch-graduation',
  importTemplate: '/kid-arch/v1/file/studentInfo',
  importUpload: '/kid-arch/v1/file/studentInfo',
  importReport: '/kid-arch/v1/file/importStudentInfoFailReason',
  export: '/kid-arch/v1/file/clazz/student',
  graduationReport: '/kid-arch/v1/file/graduate-stu-failed-reason',
} as const;

/** A row of the child lists (in school, graduates, children of a class). */
export interface StudentRow {
  id: number;
  name: string;
  gender: number;
  birthday: string | null;
  ageMonths: number | null;
  clazzId: number | null;
  clazzName: string | null;
  gradeId: number | null;
  gradeName: string | null;
  studentNo: string | null;
  idCardType: number;
  idCardNo: string;
  nation: string | null;
  enrolDate: string | null;
  status: number;
  graduatedAt: string | null;
  guardianName: string | null;
  guardianPhone: string | null;
  guardianRelation: string | null;
  guardianCount: number;
}

export interface GuardianRecord {
  id: number;
  accountId: number | null;
  name: string;
  phone: string;
  relation: string;
  isDirectGuardian: boolean;
}

/** detail: guardians' phones and the ID number masked unless revealed (reveal=true, holders of sensitive-id-card-view only). */
export interface StudentDetail {
  id: number;
  clazzId: number | null;
  name: string;
  gender: number;
  birthday: string | null;
  idCardType: number;
  idCardNo: string;
  idCardMasked: boolean;
  canReveal: boolean;
  nation: string | null;
  studentNo: string | null;
  enrolDate: string | null;
  status: number;
  ageMonths: number | null;
  clazzName: string | null;
  gradeId: number | null;
  gradeName: string | null;
  graduatedAt: string | null;
  guardians: GuardianRecord[];
}

/** The health facts a child record holds so far (the health module adds the rest). */
export interface StudentHealth {
  studentId: number;
  name: string;
  gender: number;
  birthday: string | null;
  ageMonths: number | null;
  clazzId: number | null;
  clazzName: string | null;
  status: number;
}

/** One child a batch graduation refused (kid-arch-0032 data). */
export interface GraduationFailure {
  studentId: number;
  name: string;
  clazzName: string;
  reason: string;
  reasonEn: string;
}

export interface GraduationRefusal {
  failures: GraduationFailure[];
  reportId: number;
}

export const fetchStudent = (id: number, reveal = false) =>
  request<StudentDetail>(STUDENT_URLS.detail, { data: reveal ? { id, reveal: true } : { id } });

export const fetchStudentHealth = (id: number) => request<StudentHealth>(STUDENT_URLS.health, { data: { studentId: id } });

/** Add answers {id}; update answers null. Sent as JSON: guardians are a list of objects. */
export function saveStudent(id: number | null, values: Entry) {
  return id
    ? request<null>(STUDENT_URLS.update, { data: { ...values, id }, json: true })
    : request<{ id: number }>(STUDENT_URLS.add, { data: values, json: true });
}

/** Children leave the school (status 3, record kept). */
export const removeStudents = (ids: number[]) =>
  request<{ removed: number }>(STUDENT_URLS.remove, { data: ids.length === 1 ? { id: ids[0] } : { ids }, json: true });

export const graduateStudent = (studentId: number) => request<{ graduated: number }>(STUDENT_URLS.graduation, { data: { studentId } });

/** All or nothing; a refusal (ApiError kid-arch-0032) carries every child's reason. Silent: the caller shows it. */
export const graduateStudents = (studentIds: number[]) =>
  request<{ graduated: number }>(STUDENT_URLS.batchGraduation, { data: { studentIds }, json: true, silent: true });

export const changeGuardianMobile = (studentId: number, guardianId: number, mobile: string) =>
  request<{ guardianId: number; mobile: string }>(STUDENT_URLS.guardianMobile, { data: { studentId, guardianId, mobile } });
