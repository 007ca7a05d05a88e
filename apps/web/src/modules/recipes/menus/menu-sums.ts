import { MENU_NUTRIENT_KEYS, REFERENCED_NUTRIENTS } from '@kg/shared/modules/recipes/intakes';
import type { MenuDish, NutrientAmounts } from '@kg/shared/modules/recipes/menu-shapes';

/** A day's nutrients per child from the dishes on it: known values added, unknown ingredients counted. */
export function sumDishes(dishes: readonly Pick<MenuDish, 'nutrients'>[]): NutrientAmounts {
  const out = Object.fromEntries(MENU_NUTRIENT_KEYS.map((k) => [k, { value: 0, unknown: 0 }])) as NutrientAmounts;
  for (const d of dishes)
    for (const k of MENU_NUTRIENT_KEYS) {
      out[k].value += d.nutrients[k].value;
      out[k].unknown += d.nutrients[k].unknown;
    }
  for (const k of MENU_NUTRIENT_KEYS) out[k].value = Math.round(out[k].value * 100) / 100;
  return out;
}

/** The day's target per nutrient: the school's reference × the share full-day care supplies. */
export function targetsOf(intakes: readonly { key: string; value: number }[]): Record<string, number> {
  const v = Object.fromEntries(intakes.map((i) => [i.key, i.value]));
  const share = (v.careShare ?? 100) / 100;
  return Object.fromEntries(REFERENCED_NUTRIENTS.filter((k) => v[k] !== undefined).map((k) => [k, Math.round(v[k] * share * 100) / 100]));
}

/** Percent of a target, whole; null without a target. */
export const percentOf = (value: number, target: number | undefined) => (target ? Math.round((value / target) * 100) : null);
