import type { ModuleContract } from '../module.ts';
import { ORGANIZATION } from './organization.ts';
import { REGULATION } from './regulation.ts';
import { REGULATOR_HOME } from './regulator-home.ts';
import { GROUP_ROLES } from './roles.ts';
import { SCHOOLS } from './schools.ts';

const AREAS = [SCHOOLS, ORGANIZATION, GROUP_ROLES, REGULATION, REGULATOR_HOME];

/** Every endpoint of the group and authority consoles, and what each of their pages calls on opening. */
export const GROUP_CONTRACT: ModuleContract = {
  name: 'group',
  endpoints: AREAS.flatMap((a) => a.endpoints),
  pageCalls: Object.assign({}, ...AREAS.map((a) => a.pageCalls)),
};
