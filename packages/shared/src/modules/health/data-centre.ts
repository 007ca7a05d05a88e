import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** The data centre's health figures: daily completion and abnormal rates, monthly trends, allergens. */
export const dataCentreEndpoints = endpoints('/attendance/v1/data-center/health', {});

export const DATA_CENTRE: AreaContract = {
  endpoints: [...all(dataCentreEndpoints)],
  pageCalls: {},
};
