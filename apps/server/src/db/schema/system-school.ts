// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const schoolProfiles = pgTable('school_profiles', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  shortName: text('short_name'),
  schoolType: smallint('school_type'),
  grade: smallint('grade'),
  contactPhone: text('contact_phone'),
  principal: text('principal'),
  licenceNo: text('licence_no'),
  creditCode: text('credit_code'),
  foundedOn: date('founded_on'),
  capacity: integer('capacity'),
  photoIds: bigint('photo_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  introduction: text('introduction'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});

export const schoolSettings = pgTable('school_settings', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  timetable: jsonb('timetable').notNull(),
  modulesOff: text('modules_off').array().notNull().default(sql`'{}'::text[]`),
  defaultLanguage: text('default_language').notNull().default(sql`'zh'::text`),
  smsSignature: text('sms_signature'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  externalLinks: jsonb('external_links').$type<{ symptomChecklist: string | null; healthCare: string | null }>(),
});

export const supervisionRequests = pgTable(
  'supervision_requests',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    regulatorId: bigint('regulator_id', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(1),
    message: text('message'),
    allowEntry: boolean('allow_entry').notNull().default(true),
    allowReports: boolean('allow_reports').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
