import { moduleErrors } from '../../error-def.ts';

/** Errors of outbreak alerts and the data centre: health-05xx. A record of another school is common-0405 like any record. */
export const HEALTH_ALERT_ERRORS = moduleErrors('health-alerts', ['health-05'], {});
