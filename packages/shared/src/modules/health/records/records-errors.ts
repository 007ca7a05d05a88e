import { def, moduleErrors } from '../../../error-def.ts';

/** Errors of allergies and medical history: health-02xx. A record of another school is common-0405 like any record. */
export const HEALTH_RECORD_ERRORS = moduleErrors('health-records', ['health-02'], {
  'health-0201': def(400, '过敏原不存在', 'The allergen is not in the school’s catalogue'),
  'health-0202': def(400, '同一过敏原不能重复填写', 'An allergen is listed twice'),
  'health-0203': def(400, '既往病史项目不存在', 'The condition is not in the school’s catalogue'),
  'health-0204': def(400, '同一病史不能重复填写', 'A condition is listed twice'),
  'health-0205': def(409, '仍有幼儿记录了该病史，不能删除', 'Children still have this condition on record; it cannot be deleted'),
  'health-0206': def(400, '病史名称已存在', 'A condition with this name already exists'),
  'health-0207': def(409, '过敏原名称已存在', 'An allergen with this name is already in the catalogue'),
  'health-0208': def(400, '食物类别不在食物成分表中', 'The food category is not one of the food composition tables'),
});
