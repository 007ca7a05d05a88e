import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** The assessment standard: the growth reference a school assesses against, its cut-offs, and the normal ranges of the other exam items (exam standard list and update). */
export const standardEndpoints = endpoints('/attendance/v1/exam', {});

export const GROWTH_STANDARDS: AreaContract = {
  endpoints: [...all(standardEndpoints)],
  pageCalls: {},
};
