import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';
import { createPool } from '../../db/pool.ts';
import { notices as noticeRows } from '../../db/schema/index.ts';
import { JobQueue } from './job-queue.ts';
import { jobState, settled, until } from './job-test-kit.ts';

let t: TestApp;
let director: LoginResult;
const attemptsSeen = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  director = await loginAs(t.app, 'director1');
  // fails its first two attempts, then succeeds
  t.ctx.jobs.define<{ failTimes: number }>(
    'test.flaky',
    async (run) => {
      attemptsSeen.set(run.jobId, run.attempt);
      await run.progress(50);
      if (run.attempt <= run.payload.failTimes) throw new Error(`attempt ${run.attempt} failed`);
    },
    { retryLimit: 2, retryDelay: 1, retryBackoff: true },
  );
  t.ctx.jobs.define(
    'test.broken',
    async () => {
      throw new Error('the disk is on fire');
    },
    { retryLimit: 1, retryDelay: 1, retryBackoff: false },
  );
  await t.ctx.jobs.start({ pollingSeconds: 0.5 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const owner = () => ({ schoolId: director.schoolId, accountId: director.accountId, requesterName: '园长' });

// The tests wait on pg-boss's polling and retry delays, not on the CPU, and each follows its own
// job or schedule: side by side they take the longest one's time instead of the sum of all four.
describe.concurrent('job queue', () => {
  it('retries a failing job with backoff until an attempt succeeds', async ({ expect }) => {
    const id = await t.ctx.jobs.enqueue('test.flaky', owner(), { failTimes: 2 });
    expect((await jobState(t, id)).state).toBe('queued');
    const done = await settled(t, id, ['done', 'dead']);
    expect(done).toMatchObject({ state: 'done', attempts: 3, progress: 100, error: null });
    expect(attemptsSeen.get(id)).toBe(3);
  }, 30_000);

  it('puts a job that fails its last attempt in the dead-letter list and tells the directors once', async ({ expect }) => {
    const id = await t.ctx.jobs.enqueue('test.broken', owner(), {});
    const dead = await settled(t, id, ['dead']);
    expect(dead).toMatchObject({ state: 'dead', attempts: 2, error: 'the disk is on fire' });
    // pg-boss copied it to the dead-letter queue
    await until(async () => {
      const r = await t.db.execute(sql`select 1 from pgboss.job where name = 'jobs-dead' and (data->>'jobId')::bigint = ${id}`);
      return r.rows.length === 1;
    });
    const n = noticeRows;
    const notices = await t.db
      .select({ accountId: n.accountId })
      .from(n)
      .where(and(eq(n.institutionId, director.schoolId), eq(n.source, 'jobs'), eq(n.link, `/system/jobs?id=${id}`)));
    const accounts = notices.map((r) => r.accountId);
    expect(accounts).toContain(director.accountId);
    expect(new Set(accounts).size).toBe(accounts.length);
  }, 30_000);

  it('runs a dead job again on retry, and tells the directors again only if it dies again', async ({ expect }) => {
    const id = await t.ctx.jobs.enqueue('test.broken', owner(), {});
    await settled(t, id, ['dead']);
    expect(await t.ctx.jobs.retry(director.schoolId, id)).toBe(true);
    expect(await t.ctx.jobs.retry(director.schoolId, id)).toBe(false); // queued now: not failed any more
    const again = await settled(t, id, ['dead'], 20_000).then(() => jobState(t, id));
    expect(again.attempts).toBe(4);
    const told = () =>
      t.db.$count(noticeRows, and(eq(noticeRows.accountId, director.accountId), eq(noticeRows.link, `/system/jobs?id=${id}`)));
    // the directors are told from the dead-letter queue, a moment after the job is marked dead
    await until(async () => (await told()) >= 2);
    expect(await told()).toBe(2);
  }, 40_000);

  it('fires a schedule once when two instances share the database', async ({ expect }) => {
    // a schedule fires once per minute: stay clear of a minute's turn, where a second firing would be right
    const intoMinute = new Date().getSeconds();
    if (intoMinute > 48) await new Promise((r) => setTimeout(r, (61 - intoMinute) * 1000));
    const url = t.db.$client.options.connectionString as string;
    const second = createPool(url, 3);
    const other = new JobQueue(second.db);
    other.attach(t.ctx);
    const fired: string[] = [];
    const a = new JobQueue(t.db);
    a.attach(t.ctx);
    a.schedule('test-tick', '* * * * *', async () => void fired.push('a'));
    other.schedule('test-tick', '* * * * *', async () => void fired.push('b'));
    try {
      await Promise.all([a.start({ pollingSeconds: 0.5, cronSeconds: 1 }), other.start({ pollingSeconds: 0.5, cronSeconds: 1 })]);
      await until(async () => fired.length > 0, 15_000, 'the schedule to fire');
      // both instances look at the schedule every second: give them several more looks
      await new Promise((r) => setTimeout(r, 4_000));
      expect(fired).toHaveLength(1);
    } finally {
      await Promise.all([a.stop(), other.stop()]);
      await second.pool.end();
    }
  }, 45_000);
});
