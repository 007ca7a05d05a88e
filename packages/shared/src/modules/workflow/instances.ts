import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

export const instanceEndpoints = endpoints('/workflow/v1/teacher/instance', {});

export const INSTANCES: AreaContract = {
  endpoints: all(instanceEndpoints),
  pageCalls: {},
};
