// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const groupEmployeeSchools = pgTable(
  'group_employee_schools',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.memberId, t.schoolId] })],
);

export const groupProfiles = pgTable('group_profiles', {
  institutionId: bigint('institution_id', { mode: 'number' }).primaryKey(),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const schoolFigures = pgTable('school_figures', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  childCount: integer('child_count').notNull().default(0),
  classCount: integer('class_count').notNull().default(0),
  staffCount: integer('staff_count').notNull().default(0),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const schoolFiguresDirty = pgTable('school_figures_dirty', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const schoolPayParams = pgTable('school_pay_params', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  merchantName: text('merchant_name'),
  merchantNo: text('merchant_no'),
  appId: text('app_id'),
  settlementAccount: text('settlement_account'),
  apiSecret: text('api_secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
