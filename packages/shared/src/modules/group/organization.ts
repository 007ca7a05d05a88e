import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

export const groupOrgEndpoints = endpoints('/kid-arch/v1/group', {});

export const ORGANIZATION: AreaContract = {
  endpoints: all(groupOrgEndpoints),
  pageCalls: {},
};
