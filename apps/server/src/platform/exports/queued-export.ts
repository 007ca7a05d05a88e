import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { ok } from '../../core/envelope.ts';
import { type ExportOptions, exportWorkbook, writeWorkbookFile } from '../workbook/index.ts';

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

/** An export's download and sheet names in both languages. */
export type ExportNames = Record<'zh' | 'en', { file: string; sheet: string }>;

/** What a list export keeps of its request beside the session: the caller's class range and the list's filter. */
export interface ListExportPayload<F> extends QueuedExportPayload {
  range: number[] | null;
  filter: F;
}

/**
 * The usual export: a filtered list of the caller's school within their class range, counted to
 * choose between streaming it and a job. Define it when the routes register; call the answer
 * with the request's session, language, range and filter. `names` may depend on the filter (a
 * day's or a period's file); `toCells` gets the requester's session for what it masks.
 */
export function listExport<F, R>(
  ctx: AppContext,
  kind: string,
  spec: {
    names: ExportNames | ((filter: F) => ExportNames);
    columns: ExportOptions<R>['columns'];
    count: (schoolId: number, range: number[] | null, filter: F) => Promise<number>;
    rows: (schoolId: number, range: number[] | null, filter: F, lang: 'zh' | 'en') => AsyncIterable<R>;
    toCells?: (row: R, lang: 'zh' | 'en', session: SessionInfo) => Record<string, unknown>;
  },
) {
  const names = (filter: F) => (typeof spec.names === 'function' ? spec.names(filter) : spec.names);
  const exporter = queuedExport<ListExportPayload<F>, R>(ctx, kind, (p) => {
    const session = jobSession(p);
    return {
      fileName: p.fileName,
      columns: spec.columns,
      lang: p.lang,
      sheetName: names(p.filter)[p.lang].sheet,
      rows: spec.rows(p.session.institutionId, p.range, p.filter, p.lang),
      toCells: spec.toCells && ((r: R) => spec.toCells!(r, p.lang, session)),
    };
  });
  return async (reply: FastifyReply, s: SessionInfo, lang: 'zh' | 'en', range: number[] | null, filter: F) => {
    const total = await spec.count(s.institutionId, range, filter);
    return exporter.run(reply, s, { range, filter, lang, fileName: names(filter)[lang].file, total });
  };
}
