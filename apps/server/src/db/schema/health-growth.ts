// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const examPlanClasses = pgTable(
  'exam_plan_classes',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.planId, t.classId] })],
);

export const examPlans = pgTable(
  'exam_plans',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    termId: bigint('term_id', { mode: 'number' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    items: text('items').array().notNull(),
    comparePlanId: bigint('compare_plan_id', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const examRecords = pgTable(
  'exam_records',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sex: char('sex', { length: 1 }).notNull(),
    measuredOn: date('measured_on').notNull(),
    ageDays: integer('age_days').notNull(),
    heightCm: numeric('height_cm', { precision: 5, scale: 1 }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2 }),
    headCm: numeric('head_cm', { precision: 4, scale: 1 }),
    extra: jsonb('extra').notNull().default(sql`'{}'::jsonb`),
    waz: doublePrecision('waz'),
    haz: doublePrecision('haz'),
    whz: doublePrecision('whz'),
    baz: doublePrecision('baz'),
    statuses: text('statuses').array().notNull().default(sql`'{}'::text[]`),
    reference: text('reference'),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    position: text('position'),
    oedema: boolean('oedema').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.planId, t.studentId] })],
);

export const examStandards = pgTable(
  'exam_standards',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    item: text('item').notNull(),
    low: doublePrecision('low'),
    high: doublePrecision('high'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.item] })],
);

export const growthSettings = pgTable('growth_settings', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull().default(sql`'who'::text`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
