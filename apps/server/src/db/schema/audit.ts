// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditEntries = pgTable('audit_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' }),
  actorName: text('actor_name'),
  memberId: bigint('member_id', { mode: 'number' }),
  sessionInstitutionId: bigint('session_institution_id', { mode: 'number' }),
  viaInstitutionId: bigint('via_institution_id', { mode: 'number' }),
  requestId: text('request_id'),
  address: text('address'),
  module: text('module').notNull(),
  endpoint: text('endpoint'),
  tableName: text('table_name').notNull(),
  recordId: text('record_id').notNull(),
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});

export const auditHeads = pgTable('audit_heads', {
  institutionId: bigint('institution_id', { mode: 'number' }).primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
