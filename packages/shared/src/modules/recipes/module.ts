import type { ModuleDecl } from '../module.ts';
import { RECIPES_CODE_LABELS } from './code-labels.ts';
import { RECIPES_CODES } from './codes.ts';
import { RECIPES_SECTION } from './pages.ts';

/** Recipes: the dish library, weekly menus with their nutrients, special-meal groups. */
export const RECIPES_MODULE: ModuleDecl = {
  name: 'recipes',
  sections: [RECIPES_SECTION],
  codes: RECIPES_CODES,
  codeLabels: RECIPES_CODE_LABELS,
};
