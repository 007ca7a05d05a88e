import { bigint, foreignKey, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
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
