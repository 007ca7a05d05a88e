// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';

export const allergens = pgTable(
  'allergens',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    foodCategories: text('food_categories').array().notNull().default(sql`'{}'::text[]`),
    foodKeywords: text('food_keywords').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const healthAlertChildren = pgTable(
  'health_alert_children',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    alertId: bigint('alert_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    firstDay: date('first_day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.alertId, t.studentId] })],
);

export const healthAlertRules = pgTable('health_alert_rules', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  classCount: integer('class_count').notNull(),
  classDays: integer('class_days').notNull(),
  acrossClasses: boolean('across_classes').notNull(),
  schoolCount: integer('school_count').notNull(),
  schoolDays: integer('school_days').notNull(),
  absenceFactor: numeric('absence_factor', { precision: 3, scale: 1 }).notNull(),
  absenceWindow: integer('absence_window').notNull(),
  absenceMin: integer('absence_min').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const healthAlerts = pgTable(
  'health_alerts',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    classId: bigint('class_id', { mode: 'number' }),
    symptomGroup: text('symptom_group'),
    state: text('state').notNull().default(sql`'open'::text`),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acknowledgedBy: bigint('acknowledged_by', { mode: 'number' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    closedBy: bigint('closed_by', { mode: 'number' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closeNote: text('close_note'),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const inspectClassDays = pgTable(
  'inspect_class_days',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    roster: integer('roster').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    abnormal: integer('abnormal').notNull().default(0),
    fever: integer('fever').notNull().default(0),
    absentSick: integer('absent_sick').notNull().default(0),
    absentOther: integer('absent_other').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day, t.slot, t.classId] })],
);

export const inspectItems = pgTable(
  'inspect_items',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    findings: jsonb('findings').notNull().default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const inspectRecords = pgTable(
  'inspect_records',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    result: text('result').notNull(),
    temperature: numeric('temperature', { precision: 3, scale: 1 }),
    findings: jsonb('findings').notNull().default(sql`'[]'::jsonb`),
    symptomGroups: text('symptom_groups').array().notNull().default(sql`'{}'::text[]`),
    measures: text('measures'),
    note: text('note'),
    recordedBy: bigint('recorded_by', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day, t.slot, t.studentId] })],
);

export const inspectSlots = pgTable(
  'inspect_slots',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    slot: smallint('slot').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    starts: time('starts').notNull(),
    ends: time('ends').notNull(),
    itemIds: bigint('item_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.slot] })],
);

export const medicalConditions = pgTable(
  'medical_conditions',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    healthView: boolean('health_view').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nameEn: text('name_en'),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const staffTemperatures = pgTable(
  'staff_temperatures',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    temperature: numeric('temperature', { precision: 3, scale: 1 }).notNull(),
    recordedBy: bigint('recorded_by', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const studentAllergies = pgTable(
  'student_allergies',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    allergenId: bigint('allergen_id', { mode: 'number' }).notNull(),
    reaction: text('reaction'),
    severity: smallint('severity').notNull(),
    source: text('source').notNull(),
    note: text('note'),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.studentId, t.allergenId] })],
);

export const studentMedicalHistory = pgTable(
  'student_medical_history',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    conditionId: bigint('condition_id', { mode: 'number' }).notNull(),
    since: date('since'),
    status: smallint('status').notNull(),
    note: text('note'),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.studentId, t.conditionId] })],
);
