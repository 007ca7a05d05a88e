import { jobEndpoints as E, type groupJobRow, type jobRow } from '@kg/shared/modules/platform/jobs';
import type { z } from 'zod';
import { download } from '../../../api/request.ts';
import { call } from '../../../kit/index.ts';

/** Background jobs: calls and row types come from the shared declaration. */
export { E as JOB_ENDPOINTS };
export type JobRow = z.input<typeof jobRow>;
export type GroupJobRow = z.input<typeof groupJobRow>;

export const retryJob = (id: number) => call(E.retry, { id });

/** Saves a finished job's file under its own name (only its requester may). */
export const downloadJobFile = (id: number) => download(E.download.path, { id });

/** Seconds from start to finish (or until now while it runs). */
export function durationS(r: Pick<JobRow, 'startedAt' | 'finishedAt' | 'state'>, now = Date.now()): number | null {
  if (!r.startedAt) return null;
  const end = r.finishedAt ? Date.parse(r.finishedAt) : r.state === 'running' ? now : null;
  return end === null ? null : Math.max(0, Math.round((end - Date.parse(r.startedAt)) / 1000));
}
