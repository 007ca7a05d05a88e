import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const noticeEndpoints = endpoints('/platform/v1/notice', {});

/** The notices area's endpoints and what its pages call on opening. */
export const NOTICES: AreaContract = { endpoints: Object.values(noticeEndpoints), pageCalls: {} };
