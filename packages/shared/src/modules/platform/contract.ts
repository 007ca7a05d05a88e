import { all, type ModuleContract } from '../module.ts';
import { AUDIT } from './audit.ts';
import { healthEndpoints as health } from './health.ts';
import { JOBS } from './jobs.ts';
import { NOTICES } from './notices.ts';
import { REFERENCE } from './reference.ts';

/** The platform services every module calls: jobs, notices, audit trail, reference data. */
const SERVICES = [JOBS, NOTICES, AUDIT, REFERENCE];

/** Every endpoint of the platform (its services and the liveness probe). */
export const PLATFORM_CONTRACT: ModuleContract = {
  name: 'platform',
  endpoints: [...all(health), ...SERVICES.flatMap((a) => a.endpoints)],
  pageCalls: Object.assign({}, ...SERVICES.map((a) => a.pageCalls)),
};
