// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const workflowCopies = pgTable(
  'workflow_copies',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.requestId, t.memberId] })],
);

export const workflowHistory = pgTable(
  'workflow_history',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    stepName: text('step_name'),
    targetName: text('target_name'),
    comment: text('comment'),
    imageIds: bigint('image_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const workflowProcesses = pgTable(
  'workflow_processes',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    icon: text('icon'),
    color: text('color'),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    currentVersionId: bigint('current_version_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const workflowRequests = pgTable(
  'workflow_requests',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    processId: bigint('process_id', { mode: 'number' }).notNull(),
    versionId: bigint('version_id', { mode: 'number' }).notNull(),
    applicantId: bigint('applicant_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    values: jsonb('values').notNull(),
    summary: text('summary').notNull().default(sql`''::text`),
    currentStep: integer('current_step'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const workflowStepApprovers = pgTable(
  'workflow_step_approvers',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    stepId: bigint('step_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    decision: text('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.stepId, t.memberId] })],
);

export const workflowSteps = pgTable(
  'workflow_steps',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    idx: integer('idx').notNull(),
    name: text('name').notNull(),
    approverKind: text('approver_kind').notNull(),
    mode: text('mode').notNull(),
    state: text('state').notNull(),
    timeLimitHours: integer('time_limit_hours'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

export const workflowVersions = pgTable(
  'workflow_versions',
  {
    schoolId: bigint('school_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    processId: bigint('process_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    form: jsonb('form').notNull(),
    chain: jsonb('chain').notNull(),
    cc: jsonb('cc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);
