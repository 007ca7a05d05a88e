import { afterAll, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { WorkerPool } from './worker-pool.ts';
import { workerTask } from './worker-task.ts';

const TASKS = new URL('./test-worker-tasks.ts', import.meta.url).href;
const double = workerTask<number, number>(TASKS, 'double');
const refuse = workerTask<void, never>(TASKS, 'refuse');
const hold = workerTask<SharedArrayBuffer, string>(TASKS, 'hold');

// one thread, one waiting place: two tasks admitted at once
const pool = new WorkerPool({ threads: 1, queuePerThread: 1 });
afterAll(() => pool.close());

it('runs a task on a worker thread and throws its catalogue error here, with code, detail and data', async () => {
  expect(await pool.run(double, 21)).toBe(42);
  const err = await pool.run(refuse, undefined).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code: 'file-0003', status: 400, detail: { en: 'at most 5 rows' }, data: { max: 5 } });
});

it('refuses a task beyond its capacity with 503 common-0504 and Retry-After, but never a task that must run', async () => {
  const flag = new SharedArrayBuffer(4);
  const held = [pool.run(hold, flag), pool.run(hold, flag)];
  expect(pool.load).toBe(2);
  const busy = await pool.run(double, 1).catch((e: unknown) => e);
  expect(busy).toMatchObject({ code: 'common-0504', status: 503, retryAfterS: 5 });
  const must = pool.run(double, 2, { mustRun: true });
  expect(pool.load).toBe(3);

  Atomics.store(new Int32Array(flag), 0, 1);
  Atomics.notify(new Int32Array(flag), 0);
  expect(await Promise.all(held)).toEqual(['released', 'released']);
  expect(await must).toBe(4);
  expect(pool.load).toBe(0);
  expect(await pool.run(double, 3)).toBe(6);
});
