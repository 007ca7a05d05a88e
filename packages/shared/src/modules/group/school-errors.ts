import { moduleErrors } from '../../error-def.ts';

/** Errors of the group's schools. */
export const GROUP_SCHOOL_ERRORS = moduleErrors('group', ['group-00'], {});
