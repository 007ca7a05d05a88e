import { CHINA_ZONE } from '@kg/shared/time/china';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../db/pool.ts';
import { insertJob, requeueJob, setQueueId } from './job-data.ts';
import { runAttempt } from './job-runner.ts';
import type { JobHandler, JobKindOptions, JobOwner, QueuedData } from './job-types.ts';

/** pg-boss's own schema in our database. */
export const QUEUE_SCHEMA = 'pgboss';
/** Jobs that failed their last attempt are copied here by pg-boss (our table marks them dead too). */
export const DEAD_LETTER_QUEUE = 'jobs-dead';

const DEFAULTS: Required<JobKindOptions> = { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 };

/** pg-boss runs its SQL through our pool: one set of connections, timeouts and outage handling. */
const adapter = (pool: pg.Pool): PgBoss.Db => ({ executeSql: (text, values) => pool.query(text, values) });

/** A queue handle that only sends (no polling, no maintenance): what every process has before start(). */
const sender = (pool: pg.Pool) =>
  new PgBoss({ db: adapter(pool), schema: QUEUE_SCHEMA, migrate: false, supervise: false, schedule: false });

/**
 * Installs (or upgrades) pg-boss's schema. Run once at start and once in the test template, so a
 * test database cloned from it has the queue without paying for its DDL.
 */
export async function installQueue(db: Db): Promise<void> {
  const boss = new PgBoss({ db: adapter(db.$client), schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE);
  await boss.stop({ graceful: false, close: false });
}

export interface StartOptions {
  /** How often an idle worker asks for work (default 2 s; tests use 0.5). */
  pollingSeconds?: number;
  /** How often the schedules are looked at (default 30 s; pg-boss fires at most once a minute per schedule). */
  cronSeconds?: number;
}

interface Kind {
  handler: JobHandler<unknown>;
  opts: Required<JobKindOptions>;
}

/**
 * The background jobs every module uses (ctx.jobs), on pg-boss in our PostgreSQL: jobs survive a
 * restart, retries back off, the last failure lands in the dead-letter list and tells the
 * school's director, and a schedule fires once however many instances share the database.
 *
 *   ctx.jobs.define('garden.child-export', async (run) => { ... }, { retryLimit: 2 });
 *   const id = await ctx.jobs.enqueue('garden.child-export', { schoolId, accountId }, payload);
 *   ctx.jobs.schedule('daily-aggregate', '0 2 * * *', async () => { ... });
 *
 * Defining is cheap and happens at plugin registration; nothing polls until start() (main.ts, or
 * a test that asks), so enqueueing works in every test without workers.
 */
export class JobQueue {
  private readonly kinds = new Map<string, Kind>();
  private readonly schedules = new Map<string, { cron: string; handler: () => Promise<void> }>();
  private readonly queues = new Map<string, Promise<void>>();
  private boss: PgBoss;
  private ctx: AppContext | null = null;
  private started = false;
  private polling = 2;

  constructor(private readonly db: Db) {
    this.boss = sender(db.$client);
  }

  /** The app context handlers run in; the jobs plugin attaches it at registration. */
  attach(ctx: AppContext): void {
    this.ctx = ctx;
  }

  get running(): boolean {
    return this.started;
  }

  define<P>(kind: string, handler: JobHandler<P>, opts: JobKindOptions = {}): void {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
    this.kinds.set(kind, { handler: handler as JobHandler<unknown>, opts: { ...DEFAULTS, ...opts } });
    if (this.started) void this.workKind(kind);
  }

  /** Queues a job of a defined kind for a school; answers our job id (the pages' and the file's key). */
  async enqueue<P>(kind: string, owner: JobOwner, payload: P): Promise<number> {
    const k = this.kindOf(kind);
    const id = await insertJob(this.db, {
      schoolId: owner.schoolId,
      kind,
      requestedBy: owner.accountId,
      requesterName: owner.requesterName ?? '',
      maxAttempts: k.opts.retryLimit + 1,
      payload,
    });
    await this.send(kind, { schoolId: owner.schoolId, jobId: id });
    return id;
  }

  /** A failed or dead job runs again; false when it is not (or no longer) failed. */
  async retry(schoolId: number, jobId: number): Promise<boolean> {
    const row = await requeueJob(this.db, schoolId, jobId);
    if (!row) return false;
    // the old delivery, if pg-boss still holds one, no longer matches the row's queue id and stops at once
    await this.send(row.kind, { schoolId, jobId });
    return true;
  }

  /** A cron schedule (China time) whose handler runs once per firing across all instances. */
  schedule(name: string, cron: string, handler: () => Promise<void>): void {
    if (this.schedules.has(name)) throw new Error(`schedule ${name} is defined twice`);
    this.schedules.set(name, { cron, handler });
    if (this.started) void this.workSchedule(name);
  }

  /** Starts polling for every defined kind and the schedules. */
  async start(o: StartOptions = {}): Promise<void> {
    if (this.started) return;
    this.boss = new PgBoss({
      db: adapter(this.db.$client),
      schema: QUEUE_SCHEMA,
      migrate: false,
      supervise: true,
      schedule: true,
      cronMonitorIntervalSeconds: o.cronSeconds ?? 30,
      cronWorkerIntervalSeconds: Math.min(5, o.cronSeconds ?? 5),
    });
    this.boss.on('error', (err) => this.log(err));
    this.polling = o.pollingSeconds ?? 2;
    await this.boss.start();
    this.started = true;
    for (const kind of this.kinds.keys()) await this.workKind(kind);
    for (const name of this.schedules.keys()) await this.workSchedule(name);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // close: false: the pool is the app's, ended by its owner
    await this.boss.stop({ graceful: true, close: false, timeout: 3_000, wait: true });
  }

  private kindOf(kind: string): Kind {
    const k = this.kinds.get(kind);
    if (!k) throw new Error(`job kind ${kind} is not defined`);
    return k;
  }

  private log(err: unknown): void {
    const log = (this.ctx as { log?: { error: (o: object, m: string) => void } } | null)?.log;
    if (log) log.error({ err }, 'job queue');
    else console.error('job queue:', err);
  }

  /** pg-boss queues are created on first use (an idempotent upsert), once per process. */
  private ensureQueue(name: string, opts?: Required<JobKindOptions>): Promise<void> {
    let p = this.queues.get(name);
    if (!p) {
      p = this.boss.createQueue(name, { name, ...(opts ?? {}), ...(opts ? { deadLetter: DEAD_LETTER_QUEUE } : {}) });
      p.catch(() => this.queues.delete(name));
      this.queues.set(name, p);
    }
    return p;
  }

  private async send(kind: string, data: QueuedData): Promise<void> {
    const { opts } = this.kindOf(kind);
    await this.ensureQueue(kind, opts);
    const queueId = await this.boss.send(kind, data, { ...opts, deadLetter: DEAD_LETTER_QUEUE });
    if (!queueId) throw new Error(`job ${data.jobId} was not queued`);
    await setQueueId(this.db, data.schoolId, data.jobId, queueId);
  }

  private async workKind(kind: string): Promise<void> {
    const k = this.kindOf(kind);
    await this.ensureQueue(kind, k.opts);
    await this.boss.work<QueuedData>(kind, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.polling }, async ([job]) => {
      if (!this.ctx) throw new Error('job queue started before the app attached its context');
      await runAttempt(this.ctx, job, k.handler);
    });
  }

  private async workSchedule(name: string): Promise<void> {
    const s = this.schedules.get(name);
    if (!s) return;
    const queue = `schedule-${name}`;
    await this.ensureQueue(queue);
    await this.boss.schedule(queue, s.cron, {}, { tz: CHINA_ZONE, retryLimit: 0 });
    await this.boss.work(queue, { pollingIntervalSeconds: this.polling }, async () => s.handler());
  }
}
