import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** The dish library (common dishes): dishes with their ingredients (foods of the composition tables, grams per child) and photos, shown or hidden. */
export const dishEndpoints = endpoints('/garden/v1/teacher/ck/menu', {});

export const DISHES: AreaContract = {
  endpoints: [...all(dishEndpoints)],
  pageCalls: {},
};
