import fs from 'node:fs/promises';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../core/context.ts';
import { notify } from '../notices/notify.ts';
import { claimDeadNotice, failAttempt, finishJob, type JobResultFile, setProgress, startAttempt } from './job-data.ts';
import { RESULT_KEEP_MS, resultKey, resultPath } from './job-files.ts';
import type { JobHandler, QueuedData } from './job-types.ts';

/** Progress is written in steps of this many percent: a handler may report every row. */
const PROGRESS_STEP = 5;

/**
 * One attempt of one job, as pg-boss delivers it: the row goes running, the handler runs, the
 * row records done (with its file) or the failure. A failure is thrown on so pg-boss retries it
 * (with backoff) or, after the last attempt, copies it to the dead-letter queue; our row says
 * 'dead' and the school's director is told once.
 */
export async function runAttempt(ctx: AppContext, job: PgBoss.JobWithMetadata<QueuedData>, handler: JobHandler<unknown>): Promise<void> {
  const { schoolId, jobId } = job.data;
  const started = await startAttempt(ctx.db, schoolId, jobId, job.id);
  // a delivery the row no longer points to (the job was retried by hand since): nothing to do
  if (!started) return;
  let file: JobResultFile | null = null;
  let written = 0;
  try {
    await handler({
      jobId,
      schoolId,
      accountId: started.requestedBy,
      kind: started.kind,
      payload: started.payload,
      attempt: started.attempts,
      ctx,
      progress: async (pct) => {
        const p = Math.max(0, Math.min(99, Math.floor(pct / PROGRESS_STEP) * PROGRESS_STEP));
        if (p <= written) return;
        written = p;
        await setProgress(ctx.db, schoolId, jobId, p);
      },
      resultFile: async (name) => {
        const key = resultKey(schoolId, jobId, started.attempts, path.extname(name));
        const full = resultPath(ctx.config, key);
        await fs.mkdir(path.dirname(full), { recursive: true });
        file = { name, key, size: 0, expiresAt: new Date(ctx.now().getTime() + RESULT_KEEP_MS) };
        return full;
      },
    });
  } catch (err) {
    const last = job.retryCount >= job.retryLimit;
    const message = err instanceof Error ? err.message : String(err);
    await failAttempt(ctx.db, schoolId, jobId, last ? 'dead' : 'failed', message);
    if (file) await fs.rm(resultPath(ctx.config, (file as JobResultFile).key), { force: true });
    if (last) await tellDirector(ctx, schoolId, jobId, started.kind, message);
    throw err;
  }
  if (file) {
    const f = file as JobResultFile;
    f.size = (await fs.stat(resultPath(ctx.config, f.key))).size;
  }
  await finishJob(ctx.db, schoolId, jobId, file);
}

/** The school's directors hear of a dead job once (a redelivery of the same death stays quiet). */
async function tellDirector(ctx: AppContext, schoolId: number, jobId: number, kind: string, error: string): Promise<void> {
  if (!(await claimDeadNotice(ctx.db, schoolId, jobId))) return;
  await notify(
    ctx,
    { schoolId, roles: ['director'] },
    {
      source: 'jobs',
      title: { zh: `后台任务失败：${kind}`, en: `A background job failed: ${kind}` },
      body: {
        zh: `任务 #${jobId} 已重试到上限仍失败：${error.slice(0, 200)}`,
        en: `Job #${jobId} failed its last attempt: ${error.slice(0, 200)}`,
      },
      link: `/system/jobs?id=${jobId}`,
    },
  );
}
