// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { bigint, bigserial, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const groupDepartments = pgTable(
  'group_departments',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] })],
);

export const groupEmployeeProfiles = pgTable(
  'group_employee_profiles',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    departmentId: bigint('department_id', { mode: 'number' }),
    jobTitle: text('job_title'),
    email: text('email'),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.memberId] })],
);

export const groupRoleSchoolCodes = pgTable(
  'group_role_school_codes',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.roleId, t.code] })],
);
