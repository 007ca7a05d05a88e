import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Nutrition assessment computed from the exam records: status per child and plan, age and year statistics, plan comparison, and their four exports. */
export const nutritionEndpoints = endpoints('/attendance/v1/nutrition/status/statistic/web', {});

export const NUTRITION: AreaContract = {
  endpoints: [...all(nutritionEndpoints)],
  pageCalls: {},
};
