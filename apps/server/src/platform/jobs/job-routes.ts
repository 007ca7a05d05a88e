import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { PLATFORM_SERVICE_CODES as C } from '@kg/shared/modules/platform/codes';
import { jobEndpoints as E } from '@kg/shared/modules/platform/jobs';
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { serve } from '../../core/serve.ts';
import { findJob, groupJobs, schoolJobs } from './job-data.ts';
import { deleteExpiredFiles, resultPath } from './job-files.ts';
import type { JobRow } from './job-types.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Not found and not yours answer alike: a probe learns nothing about other schools' or people's jobs. */
const noJob = () => new AppError('job-0001');

const withMine = <R extends JobRow>(r: R, s: SessionInfo) => ({ ...r, mine: r.requestedBy === s.accountId });

/** RFC 5987 file name (the web's download helper reads filename*), ASCII fallback for old clients. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The jobs service's calls: the school's list (job view code), one job (its requester or the
 * code), retry (retry code), the result file (its requester only) and the group's list. It also
 * owns the queue's life in the app: the context is attached, the hourly file clean-up is
 * scheduled, and the queue stops when the app closes.
 */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  ctx.jobs.attach(ctx);
  ctx.jobs.schedule('job-files-cleanup', '0 * * * *', async () => {
    const removed = await deleteExpiredFiles(db, ctx.config, ctx.now());
    if (removed) app.log.info({ removed }, 'expired job files deleted');
  });
  app.addHook('onClose', () => ctx.jobs.stop());

  serve(app, E.list, async (q, c) => {
    const page = await schoolJobs(db, c.school.id, q);
    return { ...page, list: page.list.map((r) => withMine(r, c.session())) };
  });

  serve(app, E.get, async (q, c) => {
    const s = c.session();
    const job = await findJob(db, c.school.id, q.id);
    if (!job || (job.requestedBy !== s.accountId && !s.permissions.has(C.jobView))) throw noJob();
    return withMine(job, s);
  });

  serve(app, E.retry, async (q, c) => {
    const schoolId = c.school.id;
    const job = await findJob(db, schoolId, q.id);
    if (!job) throw noJob();
    if (!(await ctx.jobs.retry(schoolId, q.id))) throw new AppError('job-0002');
    return null;
  });

  serve(app, E.download, async (q, c) => {
    const s = c.session();
    const job = await findJob(db, c.school.id, q.id);
    if (!job || job.requestedBy !== s.accountId || job.state !== 'done' || !job.resultName) throw noJob();
    if (!job.resultKey || (job.expiresAt && job.expiresAt < ctx.now())) throw new AppError('job-0003');
    const full = resultPath(ctx.config, job.resultKey);
    const size = await fs.stat(full).then(
      (st) => st.size,
      () => null,
    );
    if (size === null) throw new AppError('job-0003');
    return c.reply
      .header('content-type', job.resultName.endsWith('.xlsx') ? XLSX : 'application/octet-stream')
      .header('content-disposition', attachment(job.resultName))
      .header('content-length', size)
      .header('cache-control', 'private, no-store')
      .send(createReadStream(full));
  });

  serve(app, E.groupList, async (q, c) => {
    const s = c.session();
    const page = await groupJobs(db, c.group.id, q);
    return { ...page, list: page.list.map((r) => withMine(r, s)) };
  });
}
