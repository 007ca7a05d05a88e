import { InstitutionType } from '../../constants.ts';
import type { SectionDecl } from '../types.ts';

import { RECIPES_CODES } from './codes.ts';

const P = RECIPES_CODES.view;

/**
 * Recipes and nutrition (overview §2 /recipes/nutrition: cookbook index, edit, image, menu, special,
 * group), with the quantified menu's nutrient report and the school's reference intakes.
 */
export const RECIPES_SECTION: SectionDecl = {
  path: '/recipes',
  order: 45,
  name: 'recipes',
  title: 'menu.recipes',
  icon: 'CoffeeOutlined',
  institutionTypes: [InstitutionType.school],
  permissions: [P],
  children: [
    {
      path: '/recipes/nutrition/cookbook/index',
      name: 'recipes-menus',
      title: 'menu.recipesMenus',
      icon: 'CalendarOutlined',
      keepAlive: true,
      permissions: [P],
    },
    { path: '/recipes/nutrition/cookbook/edit', name: 'recipes-menu-edit', title: 'menu.recipesMenuEdit', hidden: true, permissions: [P] },
    {
      path: '/recipes/nutrition/cookbook/report',
      name: 'recipes-nutrient-report',
      title: 'menu.recipesNutrientReport',
      hidden: true,
      activeMenu: '/recipes/nutrition/cookbook/index',
      permissions: [P],
    },
    {
      path: '/recipes/nutrition/cookbook/image',
      name: 'recipes-menu-images',
      title: 'menu.recipesMenuImages',
      icon: 'PictureOutlined',
      permissions: [P],
    },
    {
      path: '/recipes/nutrition/cookbook/menu',
      name: 'recipes-dishes',
      title: 'menu.recipesDishes',
      icon: 'ShopOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/recipes/nutrition/cookbook/group',
      name: 'recipes-special-groups',
      title: 'menu.recipesSpecialGroups',
      icon: 'TeamOutlined',
      permissions: [P],
    },
    {
      path: '/recipes/nutrition/cookbook/special',
      name: 'recipes-special-children',
      title: 'menu.recipesSpecialChildren',
      icon: 'UserOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/recipes/nutrition/intake',
      name: 'recipes-intakes',
      title: 'menu.recipesIntakes',
      icon: 'SettingOutlined',
      permissions: [P],
    },
  ],
};
