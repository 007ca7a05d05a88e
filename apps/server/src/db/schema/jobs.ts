// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' }),
    requesterName: text('requester_name').notNull().default(sql`''::text`),
    state: text('state').notNull().default(sql`'queued'::text`),
    progress: smallint('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    error: text('error'),
    payload: jsonb('payload').notNull(),
    queueId: uuid('queue_id'),
    resultName: text('result_name'),
    resultKey: text('result_key'),
    resultSize: integer('result_size'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    deadNotifiedAt: timestamp('dead_notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
