import { childNumberEndpoints as E } from '@kg/shared/modules/garden/children-endpoints';
import type { numberChild, numberClass } from '@kg/shared/modules/garden/children-outputs';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** A class of the student-number manager. */
export type NumberClazz = z.input<typeof numberClass>;
/** A child in school of the chosen class. */
export type NumberChild = z.input<typeof numberChild>;
export interface AutoRule {
  prefix: string;
  start: number;
  width: number;
  overwrite: boolean;
}

// keys under 'list' so useAfterSave refreshes them after a save
export const numberClazzKey = (name: string) => ['list', 'stu-num-clazz', name] as const;
export const numberChildrenKey = (clazzId: number | null) => ['list', 'stu-num-children', clazzId] as const;

export const fetchNumberClazzes = (name: string) => call(E.classes, name ? { name } : {});

export const fetchNumberChildren = (clazzId: number) => call(E.children, { clazzId });

/** Explicit numbers of some children (blank clears), all or nothing. */
export const saveClazzItems = (clazzId: number, items: { studentId: number; studentNo: string | null }[]) =>
  call(E.saveClass, { clazzId, items });

/** Automatic numbering of the class (children in name order), all or nothing. */
export const saveClassAuto = (clazzId: number, auto: AutoRule) => call(E.saveClass, { clazzId, auto });

export const saveOneNumber = (studentId: number, studentNo: string) => call(E.saveOne, { studentId, studentNo });

/** The first number the rule gives, for the dialog's preview. */
export const firstNumber = (r: Pick<AutoRule, 'prefix' | 'start' | 'width'>) => `${r.prefix}${String(r.start).padStart(r.width, '0')}`;
