// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const partitionPolicies = pgTable('partition_policies', {
  tableName: text('table_name').primaryKey(),
  columnName: text('column_name').notNull(),
  monthsAhead: smallint('months_ahead').notNull().default(3),
  keepMonths: smallint('keep_months'),
  expired: text('expired').notNull().default(sql`'drop'::text`),
  archiveSchema: text('archive_schema').notNull().default(sql`'archive'::text`),
  declaredAt: timestamp('declared_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
  lastResult: jsonb('last_result'),
});
