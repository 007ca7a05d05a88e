import { def, moduleErrors } from '../../error-def.ts';

/** Errors of the reference data (growth standards, food composition). */
export const REFERENCE_ERRORS = moduleErrors('platform', ['reference-'], {
  'reference-0001': def(404, '参考数据不存在', 'No reference data matches'),
});
