import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Temperatures of children (from the checks) and staff, and measures taken. */
export const temperatureEndpoints = endpoints('/attendance/v1/statisticsTemperature', {});
export const measureEndpoints = endpoints('/attendance/v1/healthManage', {});

export const TEMPERATURE: AreaContract = {
  endpoints: [...all(temperatureEndpoints), ...all(measureEndpoints)],
  pageCalls: {},
};
