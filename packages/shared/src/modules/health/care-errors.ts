import { moduleErrors } from '../../error-def.ts';

/** Errors of health care (health-03xx) and exhortations (health-04xx). A record of another school is common-0405 like any record. */
export const HEALTH_CARE_ERRORS = moduleErrors('health-care', ['health-03', 'health-04'], {});
