// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const accounts = pgTable('accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  avatarUrl: text('avatar_url'),
  needUpdatePassword: boolean('need_update_password').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  lastOrgId: bigint('last_org_id', { mode: 'number' }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const institutions = pgTable('institutions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: smallint('type').notNull(),
  name: text('name').notNull(),
  groupId: bigint('group_id', { mode: 'number' }),
  regionKeys: text('region_keys'),
  address: text('address'),
  logoUrl: text('logo_url'),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const memberRoles = pgTable(
  'member_roles',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.memberId, t.roleId] })],
);

export const members = pgTable(
  'members',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    realName: text('real_name').notNull(),
    status: smallint('status').notNull().default(1),
    allRange: boolean('all_range').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] })],
);

export const regulatorSchools = pgTable(
  'regulator_schools',
  {
    regulatorId: bigint('regulator_id', { mode: 'number' }).notNull(),
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.regulatorId, t.schoolId] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.roleId, t.code] })],
);

export const roles = pgTable(
  'roles',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    builtin: text('builtin'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    description: text('description'),
    dataScope: text('data_scope').notNull().default(sql`'classes'::text`),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] })],
);

export const staffCertificates = pgTable(
  'staff_certificates',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    postType: smallint('post_type').notNull(),
    certificateName: text('certificate_name').notNull(),
    issuingUnit: text('issuing_unit'),
    resourceId: text('resource_id'),
    resourceUrl: text('resource_url'),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const staffProfiles = pgTable(
  'staff_profiles',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gender: smallint('gender'),
    birthday: date('birthday'),
    nation: text('nation'),
    idCardType: smallint('id_card_type'),
    idCardNo: text('id_card_no'),
    countryType: smallint('country_type'),
    nativePlace: text('native_place'),
    address: text('address'),
    education: smallint('education'),
    email: text('email'),
    postType: smallint('post_type'),
    jobTitle: text('job_title'),
    entryDate: date('entry_date'),
    workStartDate: date('work_start_date'),
    teacherQualification: text('teacher_qualification'),
    professionalTitle: text('professional_title'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.memberId] })],
);
