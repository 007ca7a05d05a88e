// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const regulatorBodies = pgTable('regulator_bodies', {
  institutionId: bigint('institution_id', { mode: 'number' }).primaryKey(),
  superiorId: bigint('superior_id', { mode: 'number' }),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const regulatorStaffScopes = pgTable(
  'regulator_staff_scopes',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    allowEntry: boolean('allow_entry').notNull().default(true),
    allowReports: boolean('allow_reports').notNull().default(true),
    withUnits: boolean('with_units').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.memberId] })],
);
