import type { ModuleContract } from '../module.ts';
import { DEFINITIONS } from './definitions.ts';
import { INSTANCES } from './instances.ts';

const AREAS = [DEFINITIONS, INSTANCES];

/** Every endpoint of approvals, and what each of their pages calls on opening. */
export const WORKFLOW_CONTRACT: ModuleContract = {
  name: 'workflow',
  endpoints: AREAS.flatMap((a) => a.endpoints),
  pageCalls: Object.assign({}, ...AREAS.map((a) => a.pageCalls)),
};
