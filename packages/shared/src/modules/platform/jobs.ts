import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const jobEndpoints = endpoints('/platform/v1/job', {});

/** The jobs area's endpoints and what its pages call on opening. */
export const JOBS: AreaContract = { endpoints: Object.values(jobEndpoints), pageCalls: {} };
