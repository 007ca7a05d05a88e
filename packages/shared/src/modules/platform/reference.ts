import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const referenceEndpoints = endpoints('/platform/v1/reference', {});

/** The reference area's endpoints and what its pages call on opening. */
export const REFERENCE: AreaContract = { endpoints: Object.values(referenceEndpoints), pageCalls: {} };
