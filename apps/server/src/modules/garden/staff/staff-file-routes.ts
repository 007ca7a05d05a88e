import { staffFileEndpoints as E, TEACHER_IMPORT_MAX_BYTES, TEACHER_IMPORT_MAX_ROWS } from '@kg/shared/modules/garden/staff-files';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import { FileKind, findReadableFile, sendStoredFile } from '../../../platform/files/index.ts';
import { upload } from '../../../platform/uploads/index.ts';
import { contentDisposition, importFailedError, XLSX_MIME } from '../../../platform/workbook/index.ts';
import { staffExport } from './staff-export.ts';
import { importStaff, STAFF_REPORT_NAME } from './staff-import.ts';
import { STAFF_WORKBOOK_COLUMNS, staffTemplate } from './staff-workbook.ts';

/** Teacher import and export (/kid-arch/v1/file/...), with the workbook toolkit. */
export async function staffFileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // the template never changes: written once (about 100 ms of exceljs on the request thread), then reused
  let template: Promise<Buffer> | null = null;
  const templateOnce = () => {
    if (!template) {
      template = staffTemplate().catch((err: unknown) => {
        template = null;
        throw err;
      });
    }
    return template;
  };

  serve(app, E.importTemplate, async (_q, c) => {
    return c.reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', contentDisposition('教职工导入模板.xlsx'))
      .header('cache-control', 'no-store')
      .send(await templateOnce());
  });

  serve(app, E.importUpload, async (_q, c) => {
    const rows = await upload.workbook(ctx, c.request, {
      maxBytes: TEACHER_IMPORT_MAX_BYTES,
      maxRows: TEACHER_IMPORT_MAX_ROWS,
      columns: STAFF_WORKBOOK_COLUMNS,
    });
    const result = await importStaff(ctx, c.session(), c.request.lang, rows);
    if (!result.ok) throw importFailedError(result);
    return { count: result.count };
  });

  serve(app, E.importReport, async ({ id }, c) => {
    // the importer's own report only (it holds the rows' phones), and of a teacher import (a child's is another page's)
    const file = await findReadableFile(ctx, c.session(), id);
    if (!file || file.kind !== FileKind.importReport || file.originalName !== `${STAFF_REPORT_NAME}.xlsx`) throw notFound();
    return sendStoredFile(ctx, c.reply, file, 'original');
  });

  const exportStaff = staffExport(ctx);
  serve(app, E.export, (q, c) => exportStaff(c.reply, c.session(), c.request.lang, q));
}
