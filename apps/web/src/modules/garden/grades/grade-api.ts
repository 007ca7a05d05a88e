import { gradeEndpoints as E, GRADE_LEVELS, type gradeRow } from '@kg/shared/modules/garden/grades';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Grades of the school: calls and row type come from the shared declaration. */
export { E as GRADE_ENDPOINTS };
export type GradeRow = z.input<typeof gradeRow>;

export interface GradeValues {
  name: string;
  level: number;
  sort?: number;
}

export const saveGrade = (v: GradeValues, id?: number) => (id ? call(E.update, { id, ...v }) : call(E.add, v));

export const deleteGrade = (id: number) => call(E.remove, { id });

/** The level's label in the interface language. */
export function levelLabel(level: number, en: boolean): string {
  const l = GRADE_LEVELS.find((x) => x.value === level);
  return l ? (en ? l.labelEn : l.label) : '';
}

export const levelOptions = (en: boolean) => GRADE_LEVELS.map((l) => ({ value: l.value, label: en ? l.labelEn : l.label }));
