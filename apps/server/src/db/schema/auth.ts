import { bigint, bigserial, boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, institutions } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();

/** Server-wide secrets (token signing key), created on first start, shared by all instances. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: created(),
});

/** Single-use login keys from /iam/v1/no-auth/d. */
export const loginKeys = pgTable('login_keys', {
  keyId: text('key_id').primaryKey(),
  tempTokenHash: text('temp_token_hash').notNull(),
  key: text('key').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: created(),
});

/**
 * One sign-in: the account in one institution context. Refresh tokens of a session form
 * one rotation family; revoking the session revokes them all.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    loginType: text('login_type').notNull().default('3'),
    /** Regulator entering a school: read-only, the regulator's member id in viaMemberId. */
    readOnly: boolean('read_only').notNull().default(false),
    viaInstitutionId: bigint('via_institution_id', { mode: 'number' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason'),
    createdAt: created(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed sign-ins, counted per account and per address over the last minute. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: created(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);

/** What the default SMS provider "sends": recorded here instead, visible to developers. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    provider: text('provider').notNull(),
    ip: text('ip'),
    createdAt: created(),
  },
  (t) => [index('sms_messages_phone_idx').on(t.phone, t.createdAt), index('sms_messages_ip_idx').on(t.ip, t.createdAt)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /** What the code is for: login, password, mobile-change, bind. */
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Requesting address: the per-address limit counts codes, whatever the provider logs. */
    ip: text('ip'),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    verifiedAt: ts('verified_at'),
    createdAt: created(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.scene, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** Phone changes per account and day, for the daily quota. */
export const phoneChanges = pgTable(
  'phone_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    oldPhone: text('old_phone').notNull(),
    newPhone: text('new_phone').notNull(),
    changedBy: bigint('changed_by', { mode: 'number' }),
    day: date('day').notNull(),
    createdAt: created(),
  },
  (t) => [index('phone_changes_account_day_idx').on(t.accountId, t.day)],
);

export const wechatBinds = pgTable(
  'wechat_binds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** 1 WeChat open platform (web QR login) */
    bindType: smallint('bind_type').notNull().default(1),
    openId: text('open_id').notNull(),
    unionId: text('union_id'),
    nickname: text('nickname'),
    avatarUrl: text('avatar_url'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('wechat_binds_open_key').on(t.bindType, t.openId), index('wechat_binds_account_idx').on(t.accountId)],
);

/** Single-use tokens a regulator uses to enter a supervised school through /referer. */
export const refererTokens = pgTable('referer_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id),
  regulatorId: bigint('regulator_id', { mode: 'number' }).notNull(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: created(),
});

/** Chinese administrative divisions: id = GB/T 2260 code, root (China) id 1. */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    regionKey: text('region_key').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentId), uniqueIndex('regions_key_key').on(t.regionKey)],
);
