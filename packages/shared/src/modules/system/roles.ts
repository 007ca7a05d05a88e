import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const rolesEndpoints = endpoints('/kid-arch/v1/teacher', {});

/** The roles area's endpoints and what its pages call on opening. */
export const ROLES: AreaContract = { endpoints: Object.values(rolesEndpoints), pageCalls: {} };
