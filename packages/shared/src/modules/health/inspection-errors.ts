import { moduleErrors } from '../../error-def.ts';

/** Errors of inspections (items, check windows, checks): health-00xx. A record of another school is common-0405 like any record. */
export const HEALTH_INSPECTION_ERRORS = moduleErrors('health-inspection', ['health-00'], {});
