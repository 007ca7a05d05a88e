import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Outbreak alerts: clusters found by the scheduled scan, thresholds, acknowledgement and closing. */
export const alertEndpoints = endpoints('/attendance/v1/health-alert', {});

export const ALERTS: AreaContract = {
  endpoints: [...all(alertEndpoints)],
  pageCalls: {},
};
