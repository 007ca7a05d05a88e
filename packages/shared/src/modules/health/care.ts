import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Health care of a sick or recovering child: records, content templates, reminders, views. */
export const careEndpoints = endpoints('/attendance/v1/healthy-care', {});

export const CARE: AreaContract = {
  endpoints: [...all(careEndpoints)],
  pageCalls: {},
};
