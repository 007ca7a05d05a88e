import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();

/** Regulators (4), groups (1) and schools (2). Global: a school's own tables key on its id. */
export const institutions = pgTable(
  'institutions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    groupId: bigint('group_id', { mode: 'number' }),
    regionKeys: text('region_keys'),
    address: text('address'),
    logoUrl: text('logo_url'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: created(),
  },
  (t) => [foreignKey({ columns: [t.groupId], foreignColumns: [t.id] }), index('institutions_group_idx').on(t.groupId)],
);

/** Which regulator oversees which school (`is-be-regulated`). */
export const regulatorSchools = pgTable(
  'regulator_schools',
  {
    regulatorId: bigint('regulator_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    schoolId: bigint('school_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
  },
  (t) => [primaryKey({ columns: [t.regulatorId, t.schoolId] }), index('regulator_schools_school_idx').on(t.schoolId)],
);

/** A person who signs in, by phone. Belongs to institutions through members. */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull(),
    avatarUrl: text('avatar_url'),
    needUpdatePassword: boolean('need_update_password').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    lastOrgId: bigint('last_org_id', { mode: 'number' }),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('accounts_phone_key').on(t.phone)],
);

/**
 * Membership of an account in an institution: school staff (teacherId), group employee
 * (groupEmployeeId) or regulator staff. Keyed by institution like every tenant table.
 */
export const members = pgTable(
  'members',
  {
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    realName: text('real_name').notNull(),
    /** 1 active, 2 departed: departure keeps the row and its history. */
    status: smallint('status').notNull().default(1),
    /** Whole-school range; otherwise the classes in member_class_ranges. */
    allRange: boolean('all_range').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    uniqueIndex('members_account_key').on(t.institutionId, t.accountId),
    index('members_account_idx').on(t.accountId),
  ],
);

/** Staff profile of a school member (teacher self profile: basic and occupation). */
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
    // occupation
    postType: smallint('post_type'),
    jobTitle: text('job_title'),
    entryDate: date('entry_date'),
    workStartDate: date('work_start_date'),
    teacherQualification: text('teacher_qualification'),
    professionalTitle: text('professional_title'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.memberId] }),
    foreignKey({ columns: [t.schoolId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
  ],
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
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
    index('staff_certificates_member_idx').on(t.schoolId, t.memberId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    id: bigserial('id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    /** Built-in role key (director, teacher, ...) or null for a role the institution made. */
    builtin: text('builtin'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
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

export const memberRoles = pgTable(
  'member_roles',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.memberId, t.roleId] }),
    foreignKey({ columns: [t.institutionId, t.memberId], foreignColumns: [members.institutionId, members.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.roleId], foreignColumns: [roles.institutionId, roles.id] }).onDelete('cascade'),
  ],
);
