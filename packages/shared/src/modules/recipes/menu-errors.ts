import { moduleErrors } from '../../error-def.ts';

/** Errors of menus, meal photos and reference intakes: recipes-02xx. A record of another school is common-0405 like any record. */
export const RECIPES_MENU_ERRORS = moduleErrors('recipes-menus', ['recipes-02'], {});
