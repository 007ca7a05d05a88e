import { endpoints } from '../../contract/endpoint.ts';
import type { AreaContract } from '../module.ts';

export const settingsEndpoints = endpoints('/kid-arch/v1/teacher', {});

/** The settings area's endpoints and what its pages call on opening. */
export const SETTINGS: AreaContract = { endpoints: Object.values(settingsEndpoints), pageCalls: {} };
