import { request } from '../../../api/request.ts';

const P = '/kid-arch/v1/teacher/clazz';
export const CLAZZ_LIST_URL = `${P}/query-list`;
export const CLAZZ_LIST_PATH = '/garden/base/class/index';

/** A row of clazz/query-list (active classes in range). */
export interface ClazzRow {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  level: number;
  sort: number;
  maxStudents: number | null;
  status: number;
  studentCount: number;
  boyCount: number;
  girlCount: number;
  teacherNames: string;
}

export interface ClazzTeacher {
  teacherId: number;
  realName: string;
  postType: number | null;
  jobTitle: string | null;
}

/** clazz/detail: the row plus creation time and the staff with the class in their range. */
export interface ClazzDetail extends ClazzRow {
  createdAt: string;
  graduatedAt: string | null;
  teachers: ClazzTeacher[];
}

export const detailKey = (id: number | null) => ['detail', 'clazz', id] as const;
export const fetchDetail = (id: number) => request<ClazzDetail>(`${P}/detail`, { data: { id } });

export interface ClazzValues {
  name: string;
  gradeId: number;
  sort?: number;
  maxStudents?: number | null;
}

/** Add, or update (a blank size limit is sent as '' so the server clears it). */
export function saveClazz(v: ClazzValues, id: number | null) {
  const data = { name: v.name, gradeId: v.gradeId, sort: v.sort ?? 0, maxStudents: v.maxStudents ?? (id ? '' : undefined) };
  return request<{ id: number } | null>(`${P}/${id ? 'update' : 'add'}`, { data: id ? { id, ...data } : data });
}

export interface DeletePlan {
  needConfirm: boolean;
  studentCount: number;
  formerCount: number;
  canDelete: boolean;
}
export const deletePlan = (id: number) => request<DeletePlan>(`${P}/is-confirm-delete`, { data: { id } });
export const deleteClazz = (id: number, moveToClazzId?: number) =>
  request<{ moved: number; movedTo: number | null }>(`${P}/delete`, { data: { id, moveToClazzId } });

export interface NextGrade {
  gradeId: number;
  level: number;
  isTopGrade: boolean;
  canUpgrade: boolean;
  nextGrade: { id: number; name: string; level: number } | null;
}
export const fetchNextGrade = (gradeId: number) => request<NextGrade>('/kid-arch/v1/teacher/grade/next-grade', { data: { gradeId } });

/** JSON: renames is a list of objects, which form encoding cannot carry. */
export const upgradeClazzes = (clazzIds: number[], renames: { id: number; name: string }[]) =>
  request<{ clazzId: number; name: string; toGradeName: string }[]>(`${P}/upgrade`, { data: { clazzIds, renames }, json: true });

export const graduateClazzes = (clazzIds: number[], graduatedAt: string) =>
  request<{ clazzCount: number; studentCount: number; graduatedAt: string }>(`${P}/graduate`, {
    data: { clazzIds, graduatedAt },
    json: true,
  });

export interface ClazzLimit {
  clazzId: number;
  limit: number | null;
  current: number;
  remaining: number | null;
  canAdd: boolean;
}
export const fetchLimit = (clazzId: number) => request<ClazzLimit>(`${P}/checkClazzNumLimit`, { data: { clazzId } });

export interface OrderOption {
  id: number;
  name: string;
  gradeId: number;
  order: number;
}
export const fetchOrder = (gradeId?: number) => request<OrderOption[]>(`${P}/clazz-order-option`, { data: gradeId ? { gradeId } : {} });

export interface AccessTeacher extends ClazzTeacher {
  phone: string;
  allRange: boolean;
}
export const fetchAccessTeachers = (clazzId: number) =>
  request<AccessTeacher[]>(`${P}/teacher/hasAccessToClazzTeachers`, { data: { clazzId } });
