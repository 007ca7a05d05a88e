import { moduleErrors } from '../../error-def.ts';

/** Errors of the assessment standard and nutrition assessment: health-07xx. A record of another school is common-0405 like any record. */
export const HEALTH_GROWTH_ERRORS = moduleErrors('health-growth', ['health-07'], {});
