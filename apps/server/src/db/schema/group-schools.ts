import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions, members } from './identity.ts';

/** The schools a group employee may reach; with members.all_range set, every school of the group. */
export const groupEmployeeSchools = pgTable(
  'group_employee_schools',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    schoolId: bigint('school_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.memberId, t.schoolId] }),
    foreignKey({ columns: [t.groupId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
    index('group_employee_schools_school_idx').on(t.schoolId),
  ],
);

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The figures of a school as the group home shows them (active children, classes, staff), kept by
 * the figures job from school_figures_dirty: the home reads them, it never counts raw tables.
 */
export const schoolFigures = pgTable('school_figures', {
  schoolId: bigint('school_id', { mode: 'number' })
    .primaryKey()
    .references(() => institutions.id),
  childCount: integer('child_count').notNull().default(0),
  classCount: integer('class_count').notNull().default(0),
  staffCount: integer('staff_count').notNull().default(0),
  refreshedAt: ts('refreshed_at').notNull().defaultNow(),
});

/** Schools whose figures changed since the job last ran; marked by triggers on students, classes and members. */
export const schoolFiguresDirty = pgTable('school_figures_dirty', {
  schoolId: bigint('school_id', { mode: 'number' }).primaryKey(),
  markedAt: ts('marked_at').notNull().defaultNow(),
});

/** A school's payment parameters (WeChat Pay merchant); the key is never answered. */
export const schoolPayParams = pgTable('school_pay_params', {
  schoolId: bigint('school_id', { mode: 'number' })
    .primaryKey()
    .references(() => institutions.id),
  merchantName: text('merchant_name'),
  merchantNo: text('merchant_no'),
  appId: text('app_id'),
  settlementAccount: text('settlement_account'),
  apiSecret: text('api_secret'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The group's own profile beyond institutions (name, region, address, logo stay there). */
export const groupProfiles = pgTable('group_profiles', {
  institutionId: bigint('institution_id', { mode: 'number' })
    .primaryKey()
    .references(() => institutions.id),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
