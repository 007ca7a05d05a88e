import { def, moduleErrors } from '../../../error-def.ts';

/** Errors of growth statistics, curves and the physical report: health-08xx. A record of another school is common-0405 like any record. */
export const HEALTH_GROWTH_STAT_ERRORS = moduleErrors('health-growth-statistics', ['health-08'], {
  'health-0801': def(400, '该班级不在此体检计划中', 'The class is not measured in this exam plan'),
});
