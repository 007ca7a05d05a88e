import type { Payload } from '@kg/shared';
import { classOptionEndpoints, classTermEndpoints, classEndpoints as E } from '@kg/shared/modules/garden/classes-endpoints';
import type { classDetail, classRow, classTeacher, deletePlan as deletePlanOutput } from '@kg/shared/modules/garden/classes-outputs';
import { gradeEndpoints, type nextGradeAnswer } from '@kg/shared/modules/garden/grades';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** The class calls: paths, bodies and answers come from the shared declarations. */
export const CLASS_LIST_PATH = '/garden/base/class/index';

/** A row of the active class list. */
export type ClassRow = z.input<typeof classRow>;
export type ClassStaffMember = z.input<typeof classTeacher>;
/** One class with creation time and the staff with the class in their range. */
export type ClassDetail = z.input<typeof classDetail>;
export type DeletePlan = z.input<typeof deletePlanOutput>;

export const detailKey = (id: number | null) => ['detail', 'clazz', id] as const;
export const fetchDetail = (id: number) => call(E.detail, { id });

export interface ClassValues {
  name: string;
  gradeId: number;
  sort?: number;
  maxStudents?: number | null;
}

/** Add, or update (a blank size limit is sent as '' so the server clears it). */
export function saveClass(v: ClassValues, id: number | null) {
  const data = { name: v.name, gradeId: v.gradeId, sort: v.sort ?? 0 };
  if (id) return call(E.update, { id, ...data, maxStudents: v.maxStudents ?? '' });
  return call(E.add, { ...data, maxStudents: v.maxStudents ?? undefined });
}

export const deletePlan = (id: number) => call(E.deletePlan, { id });
export const deleteClass = (id: number, moveToClazzId?: number) => call(E.remove, { id, moveToClazzId });

/** The grade after a class's grade, and whether its classes may upgrade. */
export type NextGrade = z.input<typeof nextGradeAnswer>;
export const fetchNextGrade = (gradeId: number) => call(gradeEndpoints.next, { gradeId });

export const upgradeClasses = (clazzIds: number[], renames: Payload<typeof classTermEndpoints.upgrade>['renames']) =>
  call(classTermEndpoints.upgrade, { clazzIds, renames });

export const graduateClasses = (clazzIds: number[], graduatedAt: string) => call(classTermEndpoints.graduate, { clazzIds, graduatedAt });

export const fetchLimit = (clazzId: number) => call(E.limit, { clazzId });

export const fetchOrder = (gradeId?: number) => call(classOptionEndpoints.order, gradeId ? { gradeId } : {});

export const fetchAccessTeachers = (clazzId: number) => call(classOptionEndpoints.staff, { clazzId });
