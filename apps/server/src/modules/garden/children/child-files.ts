import { CHILD_IMPORT_LIMITS } from '@kg/shared/modules/garden/children';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { masker } from '../../../core/masking.ts';
import { jobSession, type QueuedExportPayload, queuedExport } from '../../../platform/exports/index.ts';
import { upload } from '../../../platform/uploads/index.ts';
import { sendTemplate } from '../../../platform/workbook/index.ts';
import { EXPORT_COLUMNS, exportCells, IMPORT_COLUMNS } from './child-columns.ts';
import { allChildren, type ChildFilter, countChildren, type ExportChild } from './child-list.ts';

/** The child import template: the import columns and one example row. */
export function sendChildTemplate(reply: FastifyReply, lang: 'zh' | 'en') {
  return sendTemplate(reply, {
    fileName: lang === 'en' ? 'child-import-template.xlsx' : '幼儿导入模板.xlsx',
    columns: IMPORT_COLUMNS,
    lang,
    examples: [
      {
        name: '张小米',
        gender: '女',
        birthday: '2022-05-06',
        idCardType: '居民身份证',
        idCardNo: '',
        nation: '汉族',
        clazz: '小一班',
        studentNo: '',
        enrolDate: '2025-09-01',
        g1Name: '李芳',
        g1Relation: '母亲',
        g1Phone: '13800000000',
        g1Direct: '是',
      },
    ],
  });
}

/**
 * The rows of an uploaded child workbook (multipart "file"): no file is file-0007, a file
 * over the limit file-0002; the workbook is read off the request thread with its limits.
 */
export async function uploadedChildRows(ctx: AppContext, request: FastifyRequest) {
  return upload.workbook(ctx, request, {
    maxBytes: CHILD_IMPORT_LIMITS.maxBytes,
    maxRows: CHILD_IMPORT_LIMITS.maxRows,
    columns: IMPORT_COLUMNS,
  });
}

/** The workbook of every matching child (in list order, all guardians). */
function childWorkbook(
  ctx: AppContext,
  s: Pick<SessionInfo, 'institutionId' | 'permissions' | 'readOnly'>,
  scope: number[] | null,
  f: ChildFilter,
  lang: 'zh' | 'en',
  fileName: string,
) {
  // an export is an explicit reveal: full values for holders of the reveal code, masked for the rest
  const m = masker(s, 'revealed');
  async function* rows() {
    for await (const batch of allChildren(ctx.db, s as SessionInfo, scope, f)) yield* batch;
  }
  return {
    fileName,
    columns: EXPORT_COLUMNS,
    rows: rows(),
    lang,
    sheetName: lang === 'en' ? 'Children' : '幼儿',
    toCells: (r: ExportChild) => exportCells(r, m, lang),
  };
}

export const CHILD_EXPORT_JOB = 'garden.child-export';

interface ChildExportPayload extends QueuedExportPayload {
  scope: number[] | null;
  filter: ChildFilter;
}

/** The child export; past EXPORT_JOB_ROWS it runs as a job. */
function childExport(ctx: AppContext) {
  return queuedExport<ChildExportPayload, ExportChild>(ctx, CHILD_EXPORT_JOB, (p) =>
    childWorkbook(ctx, jobSession(p), p.scope, p.filter, p.lang, p.fileName),
  );
}
const exporters = new WeakMap<AppContext, ReturnType<typeof childExport>>();
/**
 * Defines the child export's job kind once per app (children and graduates share it), at route
 * registration, before a worker picks up a queued one.
 */
export function defineChildExport(ctx: AppContext): void {
  if (!exporters.has(ctx)) exporters.set(ctx, childExport(ctx));
}
function childExporter(ctx: AppContext) {
  defineChildExport(ctx);
  return exporters.get(ctx)!;
}

/** Exports every matching child (children and graduates), streamed or as a job by its size. */
export async function exportChildren(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  s: SessionInfo,
  scope: number[] | null,
  f: ChildFilter,
  fileName: string,
) {
  const total = await countChildren(ctx.db, s, scope, f);
  return childExporter(ctx).run(reply, s, { scope, filter: f, lang: request.lang, fileName, total });
}
