import { bigint, foreignKey, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from './identity.ts';

/**
 * Members of a school who may not sign in to it (a row is the disabled state). Per school, not
 * on the account: one account may work in several schools, and each decides only for itself.
 * The session load (core/session.ts) and the sign-in's memberships (iam) skip these members.
 */
export const memberSignInBlocks = pgTable(
  'member_sign_in_blocks',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member who disabled it. */
    disabledBy: bigint('disabled_by', { mode: 'number' }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.memberId] }),
    foreignKey({ columns: [t.schoolId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
  ],
);
