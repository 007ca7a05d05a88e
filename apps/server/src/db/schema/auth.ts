// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  account: text('account').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const loginKeys = pgTable('login_keys', {
  keyId: text('key_id').primaryKey(),
  tempTokenHash: text('temp_token_hash').notNull(),
  key: text('key').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const phoneChanges = pgTable('phone_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  oldPhone: text('old_phone').notNull(),
  newPhone: text('new_phone').notNull(),
  changedBy: bigint('changed_by', { mode: 'number' }),
  day: date('day').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const refererTokens = pgTable('referer_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  regulatorId: bigint('regulator_id', { mode: 'number' }).notNull(),
  schoolId: bigint('school_id', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull(),
  regionKey: text('region_key').notNull(),
  name: text('name').notNull(),
  level: smallint('level').notNull(),
});

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  loginType: text('login_type').notNull().default(sql`'3'::text`),
  readOnly: boolean('read_only').notNull().default(false),
  viaInstitutionId: bigint('via_institution_id', { mode: 'number' }),
  userAgent: text('user_agent'),
  ip: text('ip'),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  revokeReason: text('revoke_reason'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const smsCodes = pgTable('sms_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  scene: text('scene').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ip: text('ip'),
});

export const smsMessages = pgTable('sms_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  content: text('content').notNull(),
  provider: text('provider').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const wechatBinds = pgTable('wechat_binds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  bindType: smallint('bind_type').notNull().default(1),
  openId: text('open_id').notNull(),
  unionId: text('union_id'),
  nickname: text('nickname'),
  avatarUrl: text('avatar_url'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
