import type { CodeLabel } from '../module.ts';
import { RECIPES_CODES as R } from './codes.ts';

export const RECIPES_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [R.dishManage]: { zh: '管理菜品库', en: 'Manage dishes', page: 'recipes-dishes' },
  [R.menuManage]: { zh: '编制与发布食谱', en: 'Build and publish menus', page: 'recipes-menus' },
  [R.specialManage]: { zh: '管理特殊膳食', en: 'Manage special meals', page: 'recipes-special-groups' },
};
