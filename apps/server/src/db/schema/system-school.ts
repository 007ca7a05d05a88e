import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutions } from './identity.ts';

// tables of the system module's school area (migration 0008_school.sql, written by hand)
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const school = () =>
  bigint('school_id', { mode: 'number' })
    .notNull()
    .references(() => institutions.id);

/** The profile beyond what institutions holds (name, region, address, logo stay there). */
export const schoolProfiles = pgTable('school_profiles', {
  schoolId: school().primaryKey(),
  shortName: text('short_name'),
  schoolType: smallint('school_type'),
  grade: smallint('grade'),
  contactPhone: text('contact_phone'),
  principal: text('principal'),
  licenceNo: text('licence_no'),
  creditCode: text('credit_code'),
  foundedOn: date('founded_on'),
  capacity: integer('capacity'),
  photoIds: bigint('photo_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
  introduction: text('introduction'),
  updatedAt: ts('updated_at'),
});

/** Platform settings; no row means the defaults. */
export const schoolSettings = pgTable('school_settings', {
  schoolId: school().primaryKey(),
  timetable: jsonb('timetable').notNull(),
  modulesOff: text('modules_off').array().notNull().default(sql`'{}'`),
  defaultLanguage: text('default_language').notNull().default('zh'),
  smsSignature: text('sms_signature'),
  /** Symptom-checklist and health-care link addresses (0022); null: the server's defaults. */
  externalLinks: jsonb('external_links').$type<{ symptomChecklist: string | null; healthCare: string | null }>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const supervisionRequests = pgTable(
  'supervision_requests',
  {
    schoolId: school(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    regulatorId: bigint('regulator_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    status: smallint('status').notNull().default(1),
    message: text('message'),
    allowEntry: boolean('allow_entry').notNull().default(true),
    allowReports: boolean('allow_reports').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id], name: 'supervision_requests_pk' }),
    uniqueIndex('supervision_requests_pending_key').on(t.schoolId, t.regulatorId).where(sql`status = 1`),
    index('supervision_requests_school_idx').on(t.schoolId, t.createdAt),
  ],
);
