import { FOOD_NUTRIENTS, type FoodNutrient } from '@kg/shared/modules/platform/reference';
import { char, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The column of a nutrient key: energyKCal → energy_kcal (migration 0007 lists them). */
export const nutrientColumn = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

export const growthLms = pgTable(
  'growth_lms',
  {
    reference: text('reference').notNull(),
    sex: char('sex', { length: 1 }).notNull(),
    measure: text('measure').notNull(),
    by: text('by').notNull(),
    x: doublePrecision('x').notNull(),
    l: doublePrecision('l').notNull(),
    m: doublePrecision('m').notNull(),
    s: doublePrecision('s').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reference, t.sex, t.measure, t.by, t.x] })],
);

const nutrientColumns = Object.fromEntries(FOOD_NUTRIENTS.map(([k]) => [k, doublePrecision(nutrientColumn(k))])) as Record<
  FoodNutrient,
  ReturnType<typeof doublePrecision>
>;

export const foodComposition = pgTable(
  'food_composition',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    edible: doublePrecision('edible'),
    ...nutrientColumns,
    trace: text('trace').array().notNull().default([]),
  },
  (t) => [index('food_composition_category_idx').on(t.category)],
);

export const referenceLoads = pgTable('reference_loads', {
  dataset: text('dataset').primaryKey(),
  checksum: text('checksum').notNull(),
  rows: integer('rows').notNull(),
  unreadable: integer('unreadable').notNull(),
  lenient: integer('lenient').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
