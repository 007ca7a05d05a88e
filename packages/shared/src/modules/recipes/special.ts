import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Special-meal groups (allergy, religious, medical diets) and their children; what each group must not eat. */
export const specialEndpoints = endpoints('/garden/v1/teacher/ck/special', {});

export const SPECIAL_MEALS: AreaContract = {
  endpoints: [...all(specialEndpoints)],
  pageCalls: {},
};
