import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

export const groupSchoolEndpoints = endpoints('/kid-arch/v1/group', {});

export const SCHOOLS: AreaContract = {
  endpoints: all(groupSchoolEndpoints),
  pageCalls: {},
};
