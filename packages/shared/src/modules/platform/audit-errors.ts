import { def, moduleErrors } from '../../error-def.ts';

/** Errors of the audit trail. */
export const AUDIT_ERRORS = moduleErrors('platform', ['audit-'], {
  'audit-0001': def(400, '开始日期不能晚于结束日期', 'The start date cannot be after the end date'),
});
