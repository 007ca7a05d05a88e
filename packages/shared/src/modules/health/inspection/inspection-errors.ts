import { def, moduleErrors } from '../../../error-def.ts';

/** Errors of inspections (items, check windows, checks): health-00xx. A record of another school is common-0405 like any record. */
export const HEALTH_INSPECTION_ERRORS = moduleErrors('health-inspection', ['health-00'], {
  'health-0001': def(400, '检查项目名称已存在', 'A check item with this name already exists'),
  'health-0002': def(400, '检查项目的类型保存后不能更改', 'The kind of a check item cannot change once saved'),
  'health-0003': def(400, '开始时间必须早于结束时间', 'The start time must be before the end time'),
  'health-0004': def(400, '与其他已启用的检查时段重叠', 'The window overlaps another enabled check slot'),
  'health-0005': def(400, '启用的时段至少需要一个检查项目', 'An enabled slot needs at least one check item'),
  'health-0006': def(400, '检查项目不存在或已停用', 'A check item does not exist or is disabled'),
  'health-0010': def(400, '异常请至少选择一项异常表现或填写体温', 'An abnormal check needs at least one finding or a temperature'),
  'health-0011': def(400, '不能登记未来日期的检查', 'Checks cannot be recorded for a future day'),
  'health-0012': def(403, '当天结束后，只有保健人员可以修改检查记录', 'After the day, only health staff can change its checks'),
  'health-0013': def(400, '该幼儿不在园或未分班', 'The child is not at school or has no class'),
  'health-0014': def(400, '异常表现不属于该时段的检查项目', 'A finding is not one of the slot’s check items'),
  'health-0015': def(400, '该时段未启用', 'This check slot is not enabled'),
});
