// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const dishIngredients = pgTable(
  'dish_ingredients',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    dishId: bigint('dish_id', { mode: 'number' }).notNull(),
    seq: smallint('seq').notNull(),
    foodCode: text('food_code').notNull(),
    grams: numeric('grams', { precision: 6, scale: 1 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.dishId, t.seq] })],
);

export const dishes = pgTable(
  'dishes',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    description: text('description'),
    images: jsonb('images').notNull().default(sql`'[]'::jsonb`),
    shown: boolean('shown').notNull().default(true),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const intakeReferences = pgTable(
  'intake_references',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    nutrient: text('nutrient').notNull(),
    amount: doublePrecision('amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.nutrient] })],
);

export const menuDishes = pgTable(
  'menu_dishes',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    meal: smallint('meal').notNull(),
    seq: smallint('seq').notNull(),
    dishId: bigint('dish_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.menuId, t.day, t.meal, t.seq] })],
);

export const menuPhotos = pgTable(
  'menu_photos',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    meal: smallint('meal').notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const menus = pgTable(
  'menus',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    weekStart: date('week_start').notNull(),
    title: text('title'),
    notes: text('notes'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    publishedBy: bigint('published_by', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const specialGroupStudents = pgTable(
  'special_group_students',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.groupId, t.studentId] })],
);

export const specialGroups = pgTable(
  'special_groups',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    allergenIds: bigint('allergen_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    foodCategories: text('food_categories').array().notNull().default(sql`'{}'::text[]`),
    foodKeywords: text('food_keywords').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
