import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, institutions } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Our school-scoped mirror of each background job (the queue itself is pg-boss's schema): what the
 * jobs pages list and what decides who may read a result file. pg-boss's rows are archived and
 * purged on its own schedule; these keep the history a director reads.
 */
export const jobs = pgTable(
  'jobs',
  {
    schoolId: bigint('school_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** The account that asked for it; only this account may download its file. */
    requestedBy: bigint('requested_by', { mode: 'number' }).references(() => accounts.id),
    /** Kept as it was at the time: the requester may leave the school later. */
    requesterName: text('requester_name').notNull().default(''),
    /** queued, running, done, failed (an attempt failed, another follows), dead (the last attempt failed). */
    state: text('state').notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    error: text('error'),
    payload: jsonb('payload').notNull(),
    /** The pg-boss job running it now (a retry sends a new one). */
    queueId: uuid('queue_id'),
    resultName: text('result_name'),
    /** Path of the result file under the files directory. */
    resultKey: text('result_key'),
    resultSize: integer('result_size'),
    expiresAt: ts('expires_at'),
    /** Set once the director was told it is dead, so a retry that dies again tells them again but a redelivery does not. */
    deadNotifiedAt: ts('dead_notified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index('jobs_school_recent_idx').on(t.schoolId, t.createdAt.desc(), t.id.desc()),
    index('jobs_expiring_idx').on(t.expiresAt).where(sql`result_key is not null`),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed', 'dead')`),
    check('jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
