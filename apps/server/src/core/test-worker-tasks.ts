/** Tasks for worker-pool.test.ts (test only): they run on the pool's threads. */
import { AppError } from './errors.ts';
import { workerSide } from './worker-task.ts';

export const double = workerSide((n: number) => n * 2);

export const refuse = workerSide((): never => {
  throw new AppError('file-0003', { detail: { zh: '最多 5 行', en: 'at most 5 rows' }, data: { max: 5 } });
});

/** Blocks its thread until the test sets the flag, so places in the pool stay taken. */
export const hold = workerSide((flag: SharedArrayBuffer) => {
  Atomics.wait(new Int32Array(flag), 0, 0);
  return 'released';
});
