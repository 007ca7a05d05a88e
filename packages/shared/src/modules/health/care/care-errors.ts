import { def, moduleErrors } from '../../../error-def.ts';

/** Errors of health care (health-03xx) and exhortations (health-04xx). A record of another school is common-0405 like any record. */
export const HEALTH_CARE_ERRORS = moduleErrors('health-care', ['health-03', 'health-04'], {
  'health-0301': def(400, '结束日期不能早于开始日期', 'The end day cannot be before the start day'),
  'health-0302': def(400, '提醒对象不是本园在职教职工', 'A staff member to remind is not active staff of this school'),
  'health-0303': def(400, '日期不在护理期间内', 'The day is outside the care period'),
  'health-0304': def(409, '该护理已结束，不能再添加记录', 'This care has finished; no new entries can be added'),
  'health-0305': def(403, '只能修改或删除自己填写的记录', 'You can only change or delete an entry you wrote'),
  'health-0306': def(400, '图片不存在', 'A picture does not exist'),
  'health-0307': def(400, '该幼儿不在园', 'The child is not enrolled'),
  'health-0401': def(409, '该叮嘱已确认', 'This exhortation has already been confirmed'),
  'health-0402': def(400, '叮嘱日期未到，不能确认', 'The exhortation is for a later day and cannot be confirmed yet'),
});
