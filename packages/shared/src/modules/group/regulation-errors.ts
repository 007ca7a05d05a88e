import { moduleErrors } from '../../error-def.ts';

/** Errors of a supervising authority's console. */
export const REGULATION_ERRORS = moduleErrors('group', ['regulation-'], {});
