import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The audit trail (migration 0006_audit.sql writes it: row triggers, never the application).
 * One hash chain per institution: `seq` counts from 1, `hash` links to `prev_hash`.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    actorName: text('actor_name'),
    memberId: bigint('member_id', { mode: 'number' }),
    /** The institution the session acted in (a group or regulator session entering a school keeps its own in `via`). */
    sessionInstitutionId: bigint('session_institution_id', { mode: 'number' }),
    viaInstitutionId: bigint('via_institution_id', { mode: 'number' }),
    requestId: text('request_id'),
    address: text('address'),
    module: text('module').notNull(),
    endpoint: text('endpoint'),
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    /** insert, update or delete. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    unique('audit_entries_institution_seq').on(t.institutionId, t.seq),
    index('audit_entries_at').on(t.institutionId, t.at.desc(), t.id.desc()),
    index('audit_entries_record').on(t.institutionId, t.tableName, t.recordId, t.id.desc()),
    index('audit_entries_account').on(t.institutionId, t.accountId, t.at.desc()),
  ],
);

/** Each chain's last link: a removed last entry leaves the head pointing past the end. */
export const auditHeads = pgTable('audit_heads', {
  institutionId: bigint('institution_id', { mode: 'number' }).primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
