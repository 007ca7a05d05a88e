/**
 * Recipes and nutrition. PAGE_CODES.recipes ('school-nutrition-health-manage', overview §6) opens the
 * section and its reads; the finer codes are ours. The health teacher and the logistics role hold them.
 */
export const RECIPES_CODES = {
  /** The spec's page code (PAGE_CODES.recipes), written out: permissions.ts reads the modules. */
  view: 'school-nutrition-health-manage',
  /** The dish library: dishes, their ingredients and photos, show/hide. */
  dishManage: 'recipes-dish-manage',
  /** Weekly menus: build, publish, meal photos; the school's reference intakes. */
  menuManage: 'recipes-menu-manage',
  /** Special-meal groups and their children. */
  specialManage: 'recipes-special-manage',
} as const;
