import type { Answer } from '@kg/shared';
import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import type { planInput } from '@kg/shared/modules/health/exams/exam-schemas';
import { examPlanEndpoints, examRecordEndpoints } from '@kg/shared/modules/health/exams/exams';
import { optionEndpoints } from '@kg/shared/modules/health/inspection/inspection';
import type { z } from 'zod';
import { call, useCall } from '../../../kit/index.ts';

/** Exam plans and records: calls and row types come from the shared declarations. */
export const EP = examPlanEndpoints;
export const ER = examRecordEndpoints;
export { H };
export type PlanRow = Answer<typeof EP.page>['list'][number];
export type PlanDetail = Answer<typeof EP.get>;
export type ExamItem = Answer<typeof EP.items>[number];
export type RecordRow = Answer<typeof ER.page>['list'][number];
export type PlanValues = z.input<typeof planInput>;

export const savePlan = (v: PlanValues, id?: number) => (id ? call(EP.update, { id, ...v }) : call(EP.create, v));
export const removePlan = (id: number) => call(EP.remove, { id });
export const saveRecord = (v: {
  planId: number;
  studentId: number;
  measuredDay: string;
  values: Record<string, number | string | null>;
  position?: 'lying' | 'standing';
  oedema?: boolean;
}) => call(ER.update, v);

/** Every exam item with its labels, units and ranges. */
export function useExamItems() {
  const q = useCall('options', EP.items, {});
  return q.data ?? [];
}

/** The classes of the caller's range, for the plan form and the sheet. */
export function useClassOptions() {
  const q = useCall('options', optionEndpoints.classes, {});
  return q.data ?? [];
}
