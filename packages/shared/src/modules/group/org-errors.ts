import { moduleErrors } from '../../error-def.ts';

/** Errors of the group's departments and employees. */
export const GROUP_ORG_ERRORS = moduleErrors('group', ['group-01'], {});
