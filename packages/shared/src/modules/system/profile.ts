import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const profileEndpoints = endpoints('/kid-arch/v1/teacher', {});

/** The profile area's endpoints and what its pages call on opening. */
export const PROFILE: AreaContract = { endpoints: Object.values(profileEndpoints), pageCalls: {} };
