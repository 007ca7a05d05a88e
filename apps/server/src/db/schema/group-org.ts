import { bigint, bigserial, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions, members, roles } from './identity.ts';

/**
 * A group's departments and its employees' profile, and the school codes a group role grants.
 * Keyed by institution_id (the group) like every tenant table, so the audit trail attaches.
 */
export const groupDepartments = pgTable(
  'group_departments',
  {
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** Null: a top department. */
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.parentId], foreignColumns: [t.institutionId, t.id] }),
    index('group_departments_parent_idx').on(t.institutionId, t.parentId),
  ],
);

/** A group member's department, job title and e-mail. */
export const groupEmployeeProfiles = pgTable(
  'group_employee_profiles',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    departmentId: bigint('department_id', { mode: 'number' }),
    jobTitle: text('job_title'),
    email: text('email'),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.memberId] }),
    foreignKey({ columns: [t.institutionId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.departmentId], foreignColumns: [groupDepartments.institutionId, groupDepartments.id] }),
    index('group_employee_profiles_department_idx').on(t.institutionId, t.departmentId),
  ],
);

/** The atomic school codes a group role grants inside a school its holder enters. */
export const groupRoleSchoolCodes = pgTable(
  'group_role_school_codes',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.roleId, t.code] }),
    foreignKey({ columns: [t.institutionId, t.roleId], foreignColumns: [roles.institutionId, roles.id] }).onDelete('cascade'),
  ],
);
