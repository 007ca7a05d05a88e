import { InstitutionType } from '@kg/shared';
import type { PageOf } from '@kg/shared/contract/outputs';
import { and, asc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pagedQuery } from '../../core/list.ts';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { institutions, jobs } from '../../db/schema/index.ts';
import { type RowOf, renderedOnce, selectList } from '../../db/select-list.ts';
import type { JobRow, JobState } from './job-types.ts';

const j = alias(jobs, 'j');
const FIELDS = {
  id: j.id,
  schoolId: j.schoolId,
  kind: j.kind,
  state: sql<JobState>`${j.state}`,
  progress: j.progress,
  attempts: j.attempts,
  maxAttempts: j.maxAttempts,
  error: j.error,
  requesterName: j.requesterName,
  requestedBy: j.requestedBy,
  resultName: j.resultName,
  resultSize: j.resultSize,
  hasFile: sql<boolean>`(${j.resultKey} is not null)`,
  expiresAt: j.expiresAt,
  createdAt: j.createdAt,
  startedAt: j.startedAt,
  finishedAt: j.finishedAt,
};
// the schema's row must stay the declared JobRow: a renamed or retyped column fails here
type Row = RowOf<typeof FIELDS>;
const asDeclared = (row: Row): JobRow => row;
// the group's list names each job's school `i`; one job also brings its file's key
const i = alias(institutions, 'i');
const GROUP_FIELDS = { ...FIELDS, schoolName: i.name };
const FOUND_FIELDS = { ...FIELDS, resultKey: j.resultKey };

// the jobs pages poll these lists: their fixed text is rendered once, only the values per call
const COLUMNS = renderedOnce(selectList(FIELDS));
const GROUP_COLUMNS = renderedOnce(selectList(GROUP_FIELDS));
const FOUND_COLUMNS = renderedOnce(selectList(FOUND_FIELDS));
const FROM_JOBS = renderedOnce(sql`from ${jobs} j`);
const FROM_GROUP_JOBS = renderedOnce(sql`from ${jobs} j join ${institutions} i on ${i.id} = ${j.schoolId}`);
const NEWEST_FIRST = renderedOnce(sql`order by ${j.createdAt} desc, ${j.id} desc`);
const W = { schoolId: renderedOnce(j.schoolId), id: renderedOnce(j.id), state: renderedOnce(j.state), kind: renderedOnce(j.kind) };
const I = { groupId: renderedOnce(i.groupId), type: renderedOnce(i.type) };

export interface NewJob {
  schoolId: number;
  kind: string;
  requestedBy: number;
  requesterName: string;
  maxAttempts: number;
  payload: unknown;
}

export async function insertJob(db: Db, j: NewJob): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      schoolId: j.schoolId,
      kind: j.kind,
      requestedBy: j.requestedBy,
      requesterName: j.requesterName,
      maxAttempts: j.maxAttempts,
      payload: j.payload,
    })
    .returning({ id: jobs.id });
  return row.id;
}

/** One job of the school: every write below names its row by both keys. */
const theJob = (schoolId: number, id: number) => and(eq(jobs.schoolId, schoolId), eq(jobs.id, id));

export async function setQueueId(db: Db, schoolId: number, id: number, queueId: string): Promise<void> {
  await db.update(jobs).set({ queueId }).where(theJob(schoolId, id));
}

export type StartedJob = {
  kind: string;
  payload: unknown;
  requestedBy: number | null;
  attempts: number;
};

/**
 * An attempt starts: only for the queue job now attached to the row (a superseded delivery,
 * e.g. the old one of a retried job, finds nothing and stops).
 */
export async function startAttempt(db: Db, schoolId: number, id: number, queueId: string): Promise<StartedJob | null> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, progress: 0, startedAt: sql`now()`, finishedAt: null })
    .where(and(theJob(schoolId, id), eq(jobs.queueId, queueId)))
    .returning({ kind: jobs.kind, payload: jobs.payload, requestedBy: jobs.requestedBy, attempts: jobs.attempts });
  return row ?? null;
}

export async function setProgress(db: Db, schoolId: number, id: number, progress: number): Promise<void> {
  await db
    .update(jobs)
    .set({ progress })
    .where(and(theJob(schoolId, id), eq(jobs.state, 'running')));
}

export interface JobResultFile {
  name: string;
  key: string;
  size: number;
  expiresAt: Date;
}

export async function finishJob(db: Db, schoolId: number, id: number, file: JobResultFile | null): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'done',
      progress: 100,
      error: null,
      finishedAt: sql`now()`,
      resultName: file?.name ?? null,
      resultKey: file?.key ?? null,
      resultSize: file?.size ?? null,
      expiresAt: file?.expiresAt ?? null,
    })
    .where(theJob(schoolId, id));
}

/** An attempt failed: 'failed' while another follows, 'dead' after the last. */
export async function failAttempt(db: Db, schoolId: number, id: number, state: 'failed' | 'dead', error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ state, error: error.slice(0, 2000), finishedAt: sql`now()` })
    .where(theJob(schoolId, id));
}

/** True only for the first caller after the job died: the director is told once per death. */
export async function claimDeadNotice(db: Db, schoolId: number, id: number): Promise<boolean> {
  const claimed = await db
    .update(jobs)
    .set({ deadNotifiedAt: sql`now()` })
    .where(and(theJob(schoolId, id), eq(jobs.state, 'dead'), isNull(jobs.deadNotifiedAt)))
    .returning({ id: jobs.id });
  return claimed.length === 1;
}

/** A failed or dead job goes back to the queue (attempts keep counting). */
export async function requeueJob(db: Db, schoolId: number, id: number): Promise<{ kind: string; maxAttempts: number } | null> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'queued', progress: 0, deadNotifiedAt: null, queueId: null, finishedAt: null })
    .where(and(theJob(schoolId, id), inArray(jobs.state, ['failed', 'dead'])))
    .returning({ kind: jobs.kind, maxAttempts: jobs.maxAttempts });
  return row ?? null;
}

export async function findJob(db: Db, schoolId: number, id: number): Promise<(JobRow & { resultKey: string | null }) | null> {
  const [row] = await preparedRows<RowOf<typeof FOUND_FIELDS>>(
    db,
    sql`select ${FOUND_COLUMNS} ${FROM_JOBS} where ${W.schoolId} = ${schoolId} and ${W.id} = ${id}`,
  );
  return row ? { ...asDeclared(row), resultKey: row.resultKey } : null;
}

export interface JobFilter {
  state?: JobState;
  kind?: string;
  pageNum: number;
  pageSize: number;
}

function filterSql(f: JobFilter): SQL {
  const parts: SQL[] = [];
  if (f.state) parts.push(sql`${W.state} = ${f.state}`);
  if (f.kind) parts.push(sql`${W.kind} = ${f.kind}`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

/** The school's jobs, newest first. */
export function schoolJobs(db: Db, schoolId: number, f: JobFilter): Promise<PageOf<JobRow>> {
  const where = sql`${W.schoolId} = ${schoolId}${filterSql(f)}`;
  return pagedQuery<Row>(db, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    count: sql`select count(*)::int as n ${FROM_JOBS} where ${where}`,
    select: sql`select ${COLUMNS}, count(*) over () as total ${FROM_JOBS} where ${where} ${NEWEST_FIRST}`,
  });
}

/** The jobs of every school of a group, newest first, with the school's name. */
export function groupJobs(db: Db, groupId: number, f: JobFilter & { schoolId?: number }): Promise<PageOf<JobRow & { schoolName: string }>> {
  const where = sql`${I.groupId} = ${groupId} and ${I.type} = ${InstitutionType.school} ${f.schoolId ? sql`and ${W.schoolId} = ${f.schoolId}` : sql``}${filterSql(f)}`;
  return pagedQuery<RowOf<typeof GROUP_FIELDS>>(db, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    count: sql`select count(*)::int as n ${FROM_GROUP_JOBS} where ${where}`,
    select: sql`select ${GROUP_COLUMNS}, count(*) over () as total ${FROM_GROUP_JOBS} where ${where} ${NEWEST_FIRST}`,
  });
}

/** Files whose day is over: their rows keep the name, the file goes. */
export async function expiredFiles(db: Db, now: Date, limit = 500): Promise<{ schoolId: number; id: number; key: string }[]> {
  return db
    .select({ schoolId: jobs.schoolId, id: jobs.id, key: sql<string>`${jobs.resultKey}` })
    .from(jobs)
    .where(and(isNotNull(jobs.resultKey), lt(jobs.expiresAt, now)))
    .orderBy(asc(jobs.expiresAt))
    .limit(limit);
}

export async function forgetFile(db: Db, schoolId: number, id: number): Promise<void> {
  await db.update(jobs).set({ resultKey: null }).where(theJob(schoolId, id));
}
