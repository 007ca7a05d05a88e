import type { ModuleContract } from '../module.ts';
import { DISHES } from './dishes.ts';
import { MENUS } from './menus.ts';
import { SPECIAL_MEALS } from './special.ts';

const AREAS = [DISHES, SPECIAL_MEALS, MENUS];

/** Every endpoint of recipes, and what each of its pages calls on opening. */
export const RECIPES_CONTRACT: ModuleContract = {
  name: 'recipes',
  endpoints: AREAS.flatMap((a) => a.endpoints),
  pageCalls: Object.assign({}, ...AREAS.map((a) => a.pageCalls)),
};
