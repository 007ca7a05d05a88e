import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Weekly menus built from dishes, published to guardians and the class board, meal photos, the school's reference intakes and the quantified menu's nutrient report. */
export const menuEndpoints = endpoints('/garden/v1/teacher/ck/cookbook', {});

export const MENUS: AreaContract = {
  endpoints: [...all(menuEndpoints)],
  pageCalls: {},
};
