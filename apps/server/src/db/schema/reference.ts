// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { char, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const foodComposition = pgTable('food_composition', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  edible: doublePrecision('edible'),
  water: doublePrecision('water'),
  energyKCal: doublePrecision('energy_kcal'),
  protein: doublePrecision('protein'),
  fat: doublePrecision('fat'),
  CHO: doublePrecision('cho'),
  dietaryFiber: doublePrecision('dietary_fiber'),
  cholesterol: doublePrecision('cholesterol'),
  vitaminA: doublePrecision('vitamin_a'),
  carotene: doublePrecision('carotene'),
  retinol: doublePrecision('retinol'),
  thiamin: doublePrecision('thiamin'),
  riboflavin: doublePrecision('riboflavin'),
  niacin: doublePrecision('niacin'),
  vitaminC: doublePrecision('vitamin_c'),
  vitaminETotal: doublePrecision('vitamin_etotal'),
  Ca: doublePrecision('ca'),
  P: doublePrecision('p'),
  K: doublePrecision('k'),
  Na: doublePrecision('na'),
  Mg: doublePrecision('mg'),
  Fe: doublePrecision('fe'),
  Zn: doublePrecision('zn'),
  Se: doublePrecision('se'),
  Cu: doublePrecision('cu'),
  Mn: doublePrecision('mn'),
  trace: text('trace').array().notNull().default(sql`'{}'::text[]`),
});

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

export const referenceLoads = pgTable('reference_loads', {
  dataset: text('dataset').primaryKey(),
  checksum: text('checksum').notNull(),
  rows: integer('rows').notNull(),
  unreadable: integer('unreadable').notNull(),
  lenient: integer('lenient').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
