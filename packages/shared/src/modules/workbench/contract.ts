import { all, type ModuleContract } from '../module.ts';
import { workbenchEndpoints as E } from './workbench.ts';

/** Every endpoint of the workbench, and what its first page calls on opening. */
export const WORKBENCH_CONTRACT: ModuleContract = {
  name: 'workbench',
  endpoints: all(E),
  pageCalls: { 'desktop-index': [E.overview, E.guide] },
};
