import { ERRORS, type ErrorCode } from '@kg/shared';
import { AppError } from './errors.ts';

/**
 * What crosses back from a worker thread: the value, or a catalogue error as plain data
 * (an AppError thrown in a worker would arrive as a bare Error, without code or data).
 */
export type TaskOutcome<O> =
  | { ok: true; value: O }
  | { ok: false; code: ErrorCode; data?: unknown; detail?: { zh: string; en: string }; field?: string };

/** Wraps a task function run in a worker: catalogue errors are kept, anything else fails the task as usual. */
export function workerSide<I, O>(fn: (input: I) => Promise<O> | O): (input: I) => Promise<TaskOutcome<O>> {
  return async (input) => {
    try {
      return { ok: true, value: await fn(input) };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, code: err.code, data: err.data, detail: err.detail, field: err.field };
      throw err;
    }
  };
}

/** The main thread's side: the value, or the worker's catalogue error thrown again here. */
export function unwrapOutcome<O>(outcome: TaskOutcome<O>): O {
  if (outcome.ok) return outcome.value;
  if (!(outcome.code in ERRORS)) throw new Error(`worker answered unknown code ${outcome.code}`);
  throw new AppError(outcome.code, { data: outcome.data, detail: outcome.detail, field: outcome.field });
}

/** A task: a named export of a module, given by the module's URL (its import.meta.url). */
export interface WorkerTask<I, O> {
  url: string;
  name: string;
  /** Phantom: the input and output types, for run() to check. */
  readonly types?: (input: I) => O;
}

export const workerTask = <I, O>(url: string, name: string): WorkerTask<I, O> => ({ url, name });
