// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { bigint, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

export const memberSignInBlocks = pgTable(
  'member_sign_in_blocks',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    disabledBy: bigint('disabled_by', { mode: 'number' }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.memberId] })],
);
