import { moduleErrors } from '../../error-def.ts';

/** Errors of group roles and their permissions. */
export const GROUP_ROLE_ERRORS = moduleErrors('group', ['group-02'], {});
