import { MENU_NUTRIENT_KEYS, type MenuNutrient, QUALITY_PROTEIN_CATEGORIES } from '@kg/shared/modules/recipes/intakes';
import type { Amount, NutrientAmounts } from '@kg/shared/modules/recipes/menu-shapes';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dishIngredients, foodComposition } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';

/** Ingredient rows and their foods as the nutrient sums read them: `from ${dishIngredients} di join ${foodComposition} fc`. */
export const di = alias(dishIngredients, 'di');
export const fc = alias(foodComposition, 'fc');

/** Whether the food's protein is of high quality (animal foods and soy, by category). */
export const QUALITY = sql`exists (select 1 from unnest(${sql.param([...QUALITY_PROTEIN_CATEGORIES])}::text[]) qc where starts_with(${fc.category}, qc))`;

type SumKey = MenuNutrient | `${MenuNutrient}_u` | 'qualityProtein';

/**
 * Sums of nutrients over ingredient rows `di` (grams of edible portion per child) joined to their
 * foods `fc` (per 100 g). A cell the tables did not measure is unknown and counted apart, never
 * added as zero; a trace ('Tr') is known to be negligible and adds nothing. The keys come from the
 * shared nutrient list, each column from the schema (`fc[k]`), so a renamed column fails the type check.
 */
export const SUM_FIELDS = Object.fromEntries([
  ...MENU_NUTRIENT_KEYS.flatMap((k) => [
    [k, sql<number>`coalesce(sum(${di.grams}::float8 / 100 * ${fc[k]}), 0)::float8`],
    [`${k}_u`, sql<number>`(count(${di.foodCode}) filter (where ${fc[k]} is null and not (${k} = any(${fc.trace}))))::int`],
  ]),
  ['qualityProtein', sql<number>`coalesce(sum(${di.grams}::float8 / 100 * ${fc.protein}) filter (where ${QUALITY}), 0)::float8`],
]) as Record<SumKey, SQL<number>>;

const SUMS = selectList(SUM_FIELDS);
/** The select list of the sums, for a raw template over `di` and `fc`. */
export const nutrientSums = (): SQL => SUMS;

export type SumRow = RowOf<typeof SUM_FIELDS>;

/** Rounded to what the tables can tell (their values carry at most two decimals). */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The amounts of a sums row. */
export const amountsOf = (r: SumRow): NutrientAmounts =>
  Object.fromEntries(
    MENU_NUTRIENT_KEYS.map((k) => [k, { value: round2(Number(r[k])), unknown: Number(r[`${k}_u`]) } satisfies Amount]),
  ) as NutrientAmounts;
