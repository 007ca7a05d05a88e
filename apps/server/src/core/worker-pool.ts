import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from './errors.ts';
import { type TaskOutcome, unwrapOutcome, type WorkerTask } from './worker-task.ts';

export interface WorkerPoolOptions {
  /** Threads for CPU-heavy tasks (default: every core but one for the request thread, at least 1). */
  threads?: number;
  /** Tasks that may wait for a busy thread, per thread (default 3); beyond that callers get the busy answer. */
  queuePerThread?: number;
  /** Streaming tasks (exports: mostly waiting on the database and the client) at once, on one thread of their own (default 8). */
  streams?: number;
}

/** Seconds a refused caller is told to wait (Retry-After): about one large import's time. */
export const BUSY_RETRY_AFTER_S = 5;

export const serverBusy = () => new AppError('common-0504', { retryAfterS: BUSY_RETRY_AFTER_S });

/**
 * Worker threads must load TypeScript. Under `node --import tsx` (npm start, benches) they would
 * inherit it, but also flags a worker refuses (--expose-gc and the like); under Vitest the
 * transform lives in the test thread only. So they always get exactly this.
 */
const WORKER_EXEC_ARGV = ['--import', 'tsx'];

/** Keeps warm threads this long after their last task; they start again on demand. */
const IDLE_MS = 60_000;

/**
 * CPU-heavy work (workbook reading and writing) off the request thread, so health checks and
 * ordinary calls stay answered while uploads are parsed. One pool per app (ctx.workers).
 *
 * Admission is bounded: `capacity` tasks (running and waiting) at once; the next caller gets
 * 503 common-0504 with Retry-After instead of queueing without limit (each waiting upload holds
 * its file in memory). Tasks with `mustRun` (the failure report of an import that already ran)
 * are never refused. Threads start on first use, so an idle app costs nothing.
 */
export class WorkerPool {
  readonly threads: number;
  readonly capacity: number;
  readonly maxStreams: number;
  private admitted = 0;
  private streamsOpen = 0;
  private readonly cpu: Piscina;
  private readonly streamLane: Piscina;

  constructor(opts: WorkerPoolOptions = {}) {
    this.threads = Math.max(1, opts.threads ?? os.availableParallelism() - 1);
    this.capacity = this.threads * (1 + (opts.queuePerThread ?? 3));
    this.maxStreams = opts.streams ?? 8;
    // niceIncrement: on Linux a worker lowers its own thread's priority, so on a small machine the
    // request thread still gets the CPU first when both want it
    const common = {
      minThreads: 0,
      idleTimeout: IDLE_MS,
      execArgv: WORKER_EXEC_ARGV,
      maxQueue: Number.POSITIVE_INFINITY,
      niceIncrement: 10,
    };
    this.cpu = new Piscina({ ...common, maxThreads: this.threads });
    this.streamLane = new Piscina({ ...common, maxThreads: 1, concurrentTasksPerWorker: this.maxStreams });
  }

  /** Tasks admitted now (running or waiting for a thread). */
  get load(): number {
    return this.admitted;
  }

  /** Runs `task` on a worker thread; a catalogue error thrown there is thrown here. */
  async run<I, O>(task: WorkerTask<I, O>, input: I, opts: { transfer?: ArrayBuffer[]; mustRun?: boolean } = {}): Promise<O> {
    if (!opts.mustRun && this.admitted >= this.capacity) throw serverBusy();
    this.admitted++;
    try {
      const outcome: TaskOutcome<O> = await this.cpu.run(input, {
        filename: fileURLToPath(task.url),
        name: task.name,
        transferList: opts.transfer,
      });
      return unwrapOutcome(outcome);
    } finally {
      this.admitted--;
    }
  }

  /**
   * Runs a long streaming task (it talks over a MessagePort passed in `input` and listed in
   * `transfer`). A full lane throws 503 common-0504 right away, before anything is sent.
   */
  stream<I, O>(task: WorkerTask<I, O>, input: I, transfer: (ArrayBuffer | MessagePort)[]): Promise<O> {
    if (this.streamsOpen >= this.maxStreams) throw serverBusy();
    this.streamsOpen++;
    // a thread that cannot start throws here, synchronously: the place is given back either way
    const run = (async (): Promise<TaskOutcome<O>> =>
      this.streamLane.run(input, { filename: fileURLToPath(task.url), name: task.name, transferList: transfer }))();
    return run.then(unwrapOutcome).finally(() => {
      this.streamsOpen--;
    });
  }

  /** Stops every thread; runs from the app's onClose, after in-flight requests ended. */
  async close(): Promise<void> {
    await Promise.all([this.cpu.destroy(), this.streamLane.destroy()]);
  }
}
