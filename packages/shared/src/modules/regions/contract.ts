import { all, type ModuleContract } from '../module.ts';
import { regionEndpoints } from './regions.ts';

/** Region reference data: no page of its own, the forms' region pickers call it. */
export const REGIONS_CONTRACT: ModuleContract = {
  name: 'regions',
  endpoints: all(regionEndpoints),
  pageCalls: {},
};
