// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { bigint, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const attendanceCalendarDays = pgTable(
  'attendance_calendar_days',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
