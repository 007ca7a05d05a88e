import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const superviseEndpoints = endpoints('/kid-arch/v1/teacher', {});

/** The supervise area's endpoints and what its pages call on opening. */
export const SUPERVISE: AreaContract = { endpoints: Object.values(superviseEndpoints), pageCalls: {} };
