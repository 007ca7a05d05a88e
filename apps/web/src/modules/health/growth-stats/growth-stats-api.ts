import type { Answer } from '@kg/shared';
import { growthStatEndpoints } from '@kg/shared/modules/health/growth-stats/growth-statistics';
import { useCall } from '../../../kit/index.ts';

export const GS = growthStatEndpoints;
export type StatPlan = Answer<typeof GS.plans>[number];
export type StatResult = Answer<typeof GS.height>;
export type StatGroupRow = StatResult['total'];
export type ChildDetail = Answer<typeof GS.studentDetail>;
export type StudentReport = Answer<typeof GS.studentReport>;
export type ClassReport = Answer<typeof GS.classReport>;
export type GrowthRow = ClassReport['children'][number];

/** The plans the caller sees (latest first), optionally those that measured one class. */
export function usePlans(clazzId?: number) {
  const q = useCall('options', GS.plans, clazzId ? { clazzId } : {});
  return { plans: q.data ?? [], loading: q.isPending, error: q.isError };
}
