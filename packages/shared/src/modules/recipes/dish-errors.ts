import { def, moduleErrors } from '../../error-def.ts';

/** Errors of the dish library: recipes-00xx. A record of another school is common-0405 like any record. */
export const RECIPES_DISH_ERRORS = moduleErrors('recipes-dishes', ['recipes-00'], {
  'recipes-0001': def(400, '菜品名称已存在', 'A dish with this name already exists'),
  'recipes-0002': def(409, '菜品已用于食谱，不能删除，可将其隐藏', 'The dish is on a menu and cannot be deleted; hide it instead'),
  'recipes-0003': def(400, '食物不在食物成分表中', 'The food is not in the food composition tables'),
  'recipes-0004': def(400, '同一食物不能重复添加', 'A food is listed twice'),
  'recipes-0005': def(400, '图片不存在，请重新上传', 'An image does not exist; upload it again'),
});
