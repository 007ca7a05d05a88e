import { bigint, boolean, foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions, members } from './identity.ts';

// tables of the authority's console (migration 0014_regulation.sql, written by hand)
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An authority's place in the tree (its superior) and its contact; no row: a top authority. */
export const regulatorBodies = pgTable(
  'regulator_bodies',
  {
    institutionId: bigint('institution_id', { mode: 'number' })
      .primaryKey()
      .references(() => institutions.id),
    superiorId: bigint('superior_id', { mode: 'number' }).references(() => institutions.id),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('regulator_bodies_superior_idx').on(t.superiorId)],
);

/** What a staff member of an authority may see; no row allows everything. */
export const regulatorStaffScopes = pgTable(
  'regulator_staff_scopes',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    allowEntry: boolean('allow_entry').notNull().default(true),
    allowReports: boolean('allow_reports').notNull().default(true),
    withUnits: boolean('with_units').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.memberId] }),
    foreignKey({ columns: [t.institutionId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
  ],
);
