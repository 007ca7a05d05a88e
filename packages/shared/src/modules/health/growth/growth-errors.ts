import { def, moduleErrors } from '../../../error-def.ts';

/** Errors of the assessment standard and nutrition assessment: health-07xx. A record of another school is common-0405 like any record. */
export const HEALTH_GROWTH_ERRORS = moduleErrors('health-growth', ['health-07'], {
  'health-0701': def(400, '不能与同一个计划对比', 'A plan cannot be compared with itself'),
});
