import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../../core/context.ts';
import { ok } from '../../../../core/envelope.ts';
import { type ExportOptions, exportWorkbook, writeWorkbookFile } from './export.ts';

/** What a queued export keeps of its request: the caller's reach and masking, its size and file name. */
export interface QueuedExportPayload {
  session: { institutionId: number; permissions: string[]; readOnly: boolean };
  lang: 'zh' | 'en';
  fileName: string;
  total: number;
}

/** The session an export job acts with: what masking and the filters read of the requester's. */
export const jobSession = (p: QueuedExportPayload) =>
  ({ ...p.session, permissions: new Set(p.session.permissions) }) as unknown as SessionInfo;

/**
 * An export that becomes a background job past EXPORT_JOB_ROWS: `build` makes the workbook from
 * the payload alone, so the request and the job write the same file. Define the kind when the
 * routes register; `run` answers the request.
 */
export function queuedExport<P extends QueuedExportPayload, R>(ctx: AppContext, kind: string, build: (p: P) => ExportOptions<R>) {
  ctx.jobs.define<P>(kind, async (job) => {
    const p = job.payload;
    const file = await job.resultFile(p.fileName);
    await writeWorkbookFile(ctx.workers, file, build(p), (n) => job.progress((n * 100) / Math.max(1, p.total)));
  });
  return {
    /** Streams the workbook in the answer, or enqueues the job and answers `{ jobId }` (the web's export button follows it). */
    async run(reply: FastifyReply, s: SessionInfo, payload: Omit<P, 'session'>) {
      const full = { ...payload, session: { institutionId: s.institutionId, permissions: [...s.permissions], readOnly: s.readOnly } } as P;
      if (full.total <= ctx.config.exportJobRows) return exportWorkbook(reply, build(full));
      const owner = { schoolId: s.institutionId, accountId: s.accountId, requesterName: s.realName };
      return ok({ jobId: await ctx.jobs.enqueue(kind, owner, full) });
    },
  };
}
