import { GARDEN_CODES as G, idField } from '@kg/shared';
import { studentListQuery } from '@kg/shared/modules/garden/students';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { masker } from '../../../core/masking.ts';
import { readCall } from '../../../core/read-route.ts';
import { schoolSession, scoped } from '../classes/common.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { FileKind, findStoredFile } from '../files/stored-files.ts';
import { exportWorkbook, importFailedError, readUpload, sendTemplate } from '../files/workbook/index.ts';
import { EXPORT_COLUMNS, exportCells, IMPORT_COLUMNS } from './student-columns.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importChildren } from './student-import.ts';
import { allChildren, type ChildFilter } from './student-list.ts';

const F = '/kid-arch/v1/file';
const exportQuery = studentListQuery.omit({ pageNum: true, pageSize: true });

/** Streams every matching child (in list order, all guardians) as a workbook. */
export async function exportChildren(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  s: SessionInfo,
  scope: number[] | null,
  f: ChildFilter,
  fileName: string,
) {
  // an export is an explicit reveal: full values for holders of the reveal code, masked for the rest
  const m = masker(s, 'revealed');
  async function* rows() {
    for await (const batch of allChildren(ctx.db, s, scope, f)) yield* batch;
  }
  return exportWorkbook(reply, {
    fileName,
    columns: EXPORT_COLUMNS,
    rows: rows(),
    lang: request.lang,
    sheetName: request.lang === 'en' ? 'Children' : '幼儿',
    toCells: (r) => exportCells(r, m, request.lang),
  });
}

/** A failure report (stored_files kind import-report) of the caller's school that the caller made. */
export async function sendOwnReport(ctx: AppContext, reply: FastifyReply, s: SessionInfo, id: number) {
  const file = await findStoredFile(ctx, s.institutionId, id);
  if (!file || file.kind !== FileKind.importReport || file.createdBy !== s.memberId) throw notFound();
  return sendStoredFile(ctx, reply, file, 'original');
}

/**
 * Child import and export (/kid-arch/v1/file/*), on the workbook toolkit: template, upload
 * (all or nothing; the web waits up to 300 s), failure report, export of the child list.
 */
export const studentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    `${F}/studentInfo`,
    {
      config: { access: { codes: [G.studentImport], read: true } },
      schema: { summary: 'The child import template (.xlsx; * marks required columns; one example row)' },
    },
    async (request, reply) =>
      sendTemplate(reply, {
        fileName: request.lang === 'en' ? 'child-import-template.xlsx' : '幼儿导入模板.xlsx',
        columns: IMPORT_COLUMNS,
        lang: request.lang,
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
      }),
  );

  app.post(
    `${F}/studentInfo`,
    {
      config: { access: { codes: [G.studentImport] } },
      schema: {
        summary: `Import children (multipart "file", .xlsx of the template, at most ${IMPORT_MAX_ROWS} rows): all or nothing; answers {count} or 400 file-0012 with {failed: [{row, reason}], reportId, reportUrl}`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      if (!request.isMultipart()) throw new AppError('file-0007');
      let buffer: Buffer | null = null;
      try {
        const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1 } });
        if (part) buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('file-0002');
        throw err;
      }
      if (!buffer || buffer.length === 0) throw new AppError('file-0007');
      const rows = await readUpload(ctx.workers, buffer, { maxBytes: IMPORT_MAX_BYTES, maxRows: IMPORT_MAX_ROWS, columns: IMPORT_COLUMNS });
      const result = await importChildren(ctx, s, scope, rows, request.lang);
      if (!result.ok) throw importFailedError(result);
      return ok({ count: result.count });
    },
  );

  readCall(
    app,
    `${F}/importStudentInfoFailReason`,
    {
      access: { codes: [G.studentImport], read: true },
      summary: 'The failure report of a child import by id (only its importer, same school)',
      input: z.object({ id: idField }),
    },
    async (request, q, reply) => sendOwnReport(ctx, reply, schoolSession(request), q.id),
  );

  readCall(
    app,
    `${F}/clazz/student`,
    {
      access: { codes: [G.studentExport], read: true },
      summary:
        'Export the children matching the list filters (clazzId, name, gradeId, status, gender, guardianPhone, studentNo) as .xlsx, streamed',
      input: exportQuery,
    },
    async (request, q, reply) => {
      const { s, scope } = await scoped(ctx, request);
      return exportChildren(ctx, request, reply, s, scope, q, request.lang === 'en' ? 'children.xlsx' : '幼儿名单.xlsx');
    },
  );
};
