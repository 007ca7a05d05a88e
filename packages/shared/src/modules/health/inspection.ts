import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';
import { OPTION_SPECS, STATISTIC_SPECS } from './statistic-shapes.ts';

/** Inspections: items (templates), the three check windows, recording checks, daily and monthly records, class and grade options. */
export const itemEndpoints = endpoints('/attendance/v1/school/inspectItemTemplate', {});
export const confEndpoints = endpoints('/attendance/v1/school/inspectConf', {});
export const checkEndpoints = endpoints('/attendance/v1/school/inspectRecord', {});
export const statisticEndpoints = endpoints('/attendance/v1/school/inspectStatistic/web', STATISTIC_SPECS);
export const optionEndpoints = endpoints('/attendance/v1/option/info', OPTION_SPECS);

export const INSPECTION: AreaContract = {
  endpoints: [...all(itemEndpoints), ...all(confEndpoints), ...all(checkEndpoints), ...all(statisticEndpoints), ...all(optionEndpoints)],
  pageCalls: {
    'health-inspect-daily': [statisticEndpoints.dailyList, statisticEndpoints.itemOptions, optionEndpoints.classes],
    'health-inspect-month': [optionEndpoints.classes],
    'health-inspect-student-month': [statisticEndpoints.studentMonth],
  },
};
