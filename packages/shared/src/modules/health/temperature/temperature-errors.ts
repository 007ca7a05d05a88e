import { def, moduleErrors } from '../../../error-def.ts';

/** Errors of temperatures and measures: health-01xx. A record of another school is common-0405 like any record. */
export const HEALTH_TEMPERATURE_ERRORS = moduleErrors('health-temperature', ['health-01'], {
  'health-0101': def(400, '不能录入未来日期的体温', 'A temperature cannot be recorded for a day still to come'),
});
