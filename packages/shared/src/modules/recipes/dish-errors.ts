import { moduleErrors } from '../../error-def.ts';

/** Errors of the dish library: recipes-00xx. A record of another school is common-0405 like any record. */
export const RECIPES_DISH_ERRORS = moduleErrors('recipes-dishes', ['recipes-00'], {});
