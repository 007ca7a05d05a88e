import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const accountsEndpoints = endpoints('/kid-arch/v1/teacher', {});

/** The accounts area's endpoints and what its pages call on opening. */
export const ACCOUNTS: AreaContract = { endpoints: Object.values(accountsEndpoints), pageCalls: {} };
