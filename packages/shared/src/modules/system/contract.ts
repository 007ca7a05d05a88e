import type { ModuleContract } from '../module.ts';
import { ACCOUNTS } from './accounts.ts';
import { PROFILE } from './profile.ts';
import { ROLES } from './roles.ts';
import { SETTINGS } from './settings.ts';
import { SUPERVISE } from './supervise.ts';

const AREAS = [PROFILE, SETTINGS, ACCOUNTS, ROLES, SUPERVISE];

/** Every endpoint of the school's set-up, and what each of its pages calls on opening. */
export const SYSTEM_CONTRACT: ModuleContract = {
  name: 'system',
  endpoints: AREAS.flatMap((a) => a.endpoints),
  pageCalls: Object.assign({}, ...AREAS.map((a) => a.pageCalls)),
};
