import { def, moduleErrors } from '../../../error-def.ts';

/** Errors of outbreak alerts and the data centre: health-05xx. A record of another school is common-0405 like any record. */
export const HEALTH_ALERT_ERRORS = moduleErrors('health-alerts', ['health-05'], {
  'health-0501': def(409, '该预警已关闭', 'The alert is already closed'),
  'health-0502': def(400, '全园阈值不能小于班级阈值', 'The school-wide count cannot be below the class count'),
});
