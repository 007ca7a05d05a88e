import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const auditEndpoints = endpoints('/platform/v1/audit', {});

/** The audit area's endpoints and what its pages call on opening. */
export const AUDIT: AreaContract = { endpoints: Object.values(auditEndpoints), pageCalls: {} };
