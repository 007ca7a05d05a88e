import { GRADE_LEVELS } from '@kg/shared/modules/garden/grades';
import { request } from '../../../api/request.ts';

const P = '/kid-arch/v1/teacher/grade';
export const GRADE_LIST_URL = `${P}/query-list`;

/** A row of grade/query-list. */
export interface GradeRow {
  id: number;
  name: string;
  level: number;
  sort: number;
  clazzCount: number;
  studentCount: number;
}

export interface GradeValues {
  name: string;
  level: number;
  sort?: number;
}

export const saveGrade = (v: GradeValues, id?: number) =>
  request<{ id: number } | null>(`${P}/${id ? 'update' : 'add'}`, { data: id ? { id, ...v } : v });

export const deleteGrade = (id: number) => request(`${P}/delete`, { data: { id } });

/** The level's label in the interface language. */
export function levelLabel(level: number, en: boolean): string {
  const l = GRADE_LEVELS.find((x) => x.value === level);
  return l ? (en ? l.labelEn : l.label) : '';
}

export const levelOptions = (en: boolean) => GRADE_LEVELS.map((l) => ({ value: l.value, label: en ? l.labelEn : l.label }));
