import { def, moduleErrors } from '../../error-def.ts';

/** Errors of special-meal groups: recipes-01xx. A record of another school is common-0405 like any record. */
export const RECIPES_SPECIAL_ERRORS = moduleErrors('recipes-special', ['recipes-01'], {
  'recipes-0101': def(400, '特殊膳食组名称已存在', 'A group with this name already exists'),
  'recipes-0102': def(400, '过敏原不在本园食物过敏原目录中', 'The allergen is not a food allergen of the school’s catalogue'),
  'recipes-0103': def(
    400,
    '请至少选择一项禁食内容（过敏原、食物类别或关键词）',
    'Choose at least one thing to avoid: an allergen, a food category or a keyword',
  ),
  'recipes-0104': def(400, '食物成分表中没有该类别', 'No food of the composition tables is in this category'),
  'recipes-0105': def(400, '请选择要加入的幼儿', 'Choose the children to add'),
});
