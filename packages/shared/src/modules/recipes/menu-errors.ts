import { def, moduleErrors } from '../../error-def.ts';

/** Errors of menus, meal photos and reference intakes: recipes-02xx. A record of another school is common-0405 like any record. */
export const RECIPES_MENU_ERRORS = moduleErrors('recipes-menus', ['recipes-02'], {
  'recipes-0201': def(409, '该周已有食谱', 'That week already has a menu'),
  'recipes-0202': def(400, '菜品不存在或已隐藏', 'The dish does not exist or is hidden'),
  'recipes-0203': def(400, '日期不在该周的周一至周五', 'The day is not Monday to Friday of the week'),
  'recipes-0204': def(409, '食谱已发布', 'The menu is already published'),
  'recipes-0205': def(400, '食谱没有菜品，不能发布', 'A menu without dishes cannot be published'),
  'recipes-0206': def(400, '最小值不能大于最大值', 'The minimum must not exceed the maximum'),
  'recipes-0207': def(400, '同一餐次重复', 'The same meal is sent twice'),
});
