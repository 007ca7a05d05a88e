import { MENU_NUTRIENT_KEYS, type MenuNutrient, QUALITY_PROTEIN_CATEGORIES } from '@kg/shared/modules/recipes/intakes';
import type { Amount, NutrientAmounts } from '@kg/shared/modules/recipes/menu-shapes';
import { type SQL, sql } from 'drizzle-orm';
import { nutrientColumn } from '../../platform/reference/index.ts';

/**
 * Sums of nutrients over ingredient rows `di` (grams of edible portion per child) joined to their
 * foods `fc` (per 100 g). A cell the tables did not measure is unknown and counted apart, never
 * added as zero; a trace ('Tr') is known to be negligible and adds nothing.
 */
export function nutrientSums(): SQL {
  const parts = MENU_NUTRIENT_KEYS.map((k) => {
    const col = sql.raw(`fc.${nutrientColumn(k)}`);
    return sql`coalesce(sum(di.grams::float8 / 100 * ${col}), 0)::float8 as ${sql.identifier(k)},
      (count(di.food_code) filter (where ${col} is null and not (${k} = any(fc.trace))))::int as ${sql.identifier(`${k}_u`)}`;
  });
  return sql.join(
    [...parts, sql`coalesce(sum(di.grams::float8 / 100 * fc.protein) filter (where ${QUALITY}), 0)::float8 as "qualityProtein"`],
    sql`, `,
  );
}

/** Whether the food's protein is of high quality (animal foods and soy, by category). */
export const QUALITY = sql`exists (select 1 from unnest(${sql.param([...QUALITY_PROTEIN_CATEGORIES])}::text[]) qc where starts_with(fc.category, qc))`;

export type SumRow = Record<MenuNutrient, number> & Record<`${MenuNutrient}_u`, number> & { qualityProtein: number };

/** Rounded to what the tables can tell (their values carry at most two decimals). */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The amounts of a sums row. */
export const amountsOf = (r: SumRow): NutrientAmounts =>
  Object.fromEntries(
    MENU_NUTRIENT_KEYS.map((k) => [k, { value: round2(Number(r[k])), unknown: Number(r[`${k}_u`]) } satisfies Amount]),
  ) as NutrientAmounts;
