import { moduleErrors } from '../../error-def.ts';

/** Errors of temperatures and measures: health-01xx. A record of another school is common-0405 like any record. */
export const HEALTH_TEMPERATURE_ERRORS = moduleErrors('health-temperature', ['health-01'], {});
