import { endpoints } from '../../../contract/endpoint.ts';
import { type AreaContract, all } from '../../module.ts';
import { MEASURE_SPECS, TEMPERATURE_SPECS } from './temperature-shapes.ts';

/** Temperatures of children (from the checks) and staff, and measures taken. */
export const temperatureEndpoints = endpoints('/attendance/v1/statisticsTemperature', TEMPERATURE_SPECS);
export const measureEndpoints = endpoints('/attendance/v1/healthManage', MEASURE_SPECS);

export const TEMPERATURE: AreaContract = {
  endpoints: [...all(temperatureEndpoints), ...all(measureEndpoints)],
  pageCalls: {
    'health-temperature-child': [temperatureEndpoints.childList],
    'health-temperature-teacher': [temperatureEndpoints.staffList],
  },
};
