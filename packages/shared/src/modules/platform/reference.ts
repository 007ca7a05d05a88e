import { z } from 'zod';
import { SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { pagingShape, searchText } from '../../contract/fields.ts';
import { pageOf, timestamp } from '../../contract/outputs.ts';
import type { AreaContract } from '../module.ts';

/**
 * Reference data loaded at start (shipped in apps/server/reference-data): WHO growth standards as LMS tables and the
 * China food composition tables. Read by growth assessment and menu nutrition; any signed-in
 * user may read them.
 */

export const REFERENCE_DATASETS = ['food', 'growth'] as const;
export type ReferenceDataset = (typeof REFERENCE_DATASETS)[number];

export const GROWTH_MEASURES = ['weight', 'stature', 'body_mass_index', 'head_circumference'] as const;
export const GROWTH_BY = ['age_days', 'length_cm', 'height_cm'] as const;

/** Nutrients per 100 g of edible portion, in the tables' column order (units per the data README). */
export const FOOD_NUTRIENTS = [
  ['water', 'g'],
  ['energyKCal', 'kcal'],
  ['protein', 'g'],
  ['fat', 'g'],
  ['CHO', 'g'],
  ['dietaryFiber', 'g'],
  ['cholesterol', 'mg'],
  ['vitaminA', 'µg'],
  ['carotene', 'µg'],
  ['retinol', 'µg'],
  ['thiamin', 'mg'],
  ['riboflavin', 'mg'],
  ['niacin', 'mg'],
  ['vitaminC', 'mg'],
  ['vitaminETotal', 'mg'],
  ['Ca', 'mg'],
  ['P', 'mg'],
  ['K', 'mg'],
  ['Na', 'mg'],
  ['Mg', 'mg'],
  ['Fe', 'mg'],
  ['Zn', 'mg'],
  ['Se', 'µg'],
  ['Cu', 'mg'],
  ['Mn', 'mg'],
] as const;
export type FoodNutrient = (typeof FOOD_NUTRIENTS)[number][0];

/** A number from a form or query string ('' is no value). */
const measured = (max: number) => z.coerce.number().min(0).max(max);

const growthQuery = z.object({
  sex: z.enum(['M', 'F']),
  measure: z.enum(GROWTH_MEASURES),
  by: z.enum(GROWTH_BY).default('age_days'),
  /** Age in days, or length/height in cm. */
  x: measured(7000),
  /** A measurement to place on the curve: its z-score comes back. */
  value: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().positive().max(1000).optional()),
});

const nutrients = z.object(
  Object.fromEntries(FOOD_NUTRIENTS.map(([k]) => [k, z.number().nullable()])) as Record<FoodNutrient, z.ZodNullable<z.ZodNumber>>,
);

export const foodRow = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  /** Edible share in percent. */
  edible: z.number().nullable(),
  nutrients,
  /** Nutrients present only in traces (the tables' "Tr"): neither zero nor unknown. */
  trace: z.array(z.string()),
});

export const referenceEndpoints = endpoints('/platform/v1/reference', {
  status: {
    path: 'status',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: z.array(
      z.object({
        dataset: z.enum(REFERENCE_DATASETS),
        /** Whether its table holds rows: pages that need it say plainly when it does not, instead of a verdict. */
        available: z.boolean(),
        rows: z.number(),
        unreadable: z.number(),
        lenient: z.number(),
        loadedAt: timestamp.nullable(),
      }),
    ),
    summary: 'Each reference dataset (food, growth): whether it is available, rows, unreadable cells, cells read leniently, when loaded',
  },
  growth: {
    path: 'growth/lms',
    access: SIGNED_IN_READ,
    input: growthQuery,
    output: z.object({
      reference: z.string(),
      sex: z.string(),
      measure: z.string(),
      by: z.string(),
      x: z.number(),
      L: z.number(),
      M: z.number(),
      S: z.number(),
      /** The value's z-score (WHO's restricted tails for weight-based measures), when a value was given. */
      z: z.number().nullable(),
    }),
    summary: 'WHO LMS parameters at an age (days) or length/height (cm), interpolated; with a value, its z-score',
  },
  foods: {
    path: 'food/list',
    access: SIGNED_IN_READ,
    input: z.object({ ...pagingShape, name: searchText(40), category: searchText(60) }),
    output: pageOf(foodRow),
    summary: 'Foods of the composition tables per 100 g edible portion; name or code contains, category equals',
  },
  foodCategories: {
    path: 'food/categories',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: z.array(z.object({ category: z.string(), foods: z.number() })),
    summary: 'Food categories with their number of foods',
  },
});

/** The reference area's endpoints; no page of its own yet (growth and menus read it). */
export const REFERENCE: AreaContract = { endpoints: Object.values(referenceEndpoints), pageCalls: {} };
