import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

export const groupRoleEndpoints = endpoints('/user/v1/group', {});

export const GROUP_ROLES: AreaContract = {
  endpoints: all(groupRoleEndpoints),
  pageCalls: {},
};
