import { moduleErrors } from '../../error-def.ts';

/** Errors of special-meal groups: recipes-01xx. A record of another school is common-0405 like any record. */
export const RECIPES_SPECIAL_ERRORS = moduleErrors('recipes-special', ['recipes-01'], {});
