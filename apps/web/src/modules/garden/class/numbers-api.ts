import { request } from '../../../api/request.ts';

/** A class of the student-number manager. */
export interface NumberClazz {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  studentCount: number;
  numberedCount: number;
}
/** A child in school of the chosen class. */
export interface NumberChild {
  id: number;
  name: string;
  gender: number;
  studentNo: string | null;
}
export interface AutoRule {
  prefix: string;
  start: number;
  width: number;
  overwrite: boolean;
}

// keys under 'list' so useAfterSave refreshes them after a save
export const numberClazzKey = (name: string) => ['list', 'stu-num-clazz', name] as const;
export const numberChildrenKey = (clazzId: number | null) => ['list', 'stu-num-children', clazzId] as const;

export const fetchNumberClazzes = (name: string) =>
  request<NumberClazz[]>('/kid-arch/v1/teacher/clazz/teacher-manage-student-clazz', { data: name ? { name } : {} });

export const fetchNumberChildren = (clazzId: number) =>
  request<NumberChild[]>('/kid-arch/v1/teacher/web/student/teacher-manage-student', { data: { clazzId } });

const SAVE_CLAZZ = '/kid-arch/v1/teacher/clazz/save-stu-num-clazz';

/** Explicit numbers of some children (blank clears), all or nothing. JSON: items is a list of objects. */
export const saveClazzItems = (clazzId: number, items: { studentId: number; studentNo: string | null }[]) =>
  request(SAVE_CLAZZ, { data: { clazzId, items }, json: true });

/** Automatic numbering of the class (children in name order), all or nothing. */
export const saveClazzAuto = (clazzId: number, auto: AutoRule) => request(SAVE_CLAZZ, { data: { clazzId, auto }, json: true });

export const saveOneNumber = (studentId: number, studentNo: string) =>
  request<{ studentId: number; studentNo: string | null }>('/kid-arch/v1/teacher/web/student/save-stu-num', {
    data: { studentId, studentNo },
  });

/** The first number the rule gives, for the dialog's preview. */
export const firstNumber = (r: Pick<AutoRule, 'prefix' | 'start' | 'width'>) => `${r.prefix}${String(r.start).padStart(r.width, '0')}`;
