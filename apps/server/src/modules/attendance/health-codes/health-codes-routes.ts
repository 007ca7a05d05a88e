import { healthCodesEndpoints as E, HEALTH_CODE_LIMITS as L } from '@kg/shared/modules/attendance/health-codes';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { upload } from '../../../platform/uploads/index.ts';
import { importFailedError, sendOwnReport } from '../../../platform/workbook/index.ts';
import { CHILD_COLUMNS, importChildren, importStaff, STAFF_COLUMNS, sendChildTemplate, sendStaffTemplate } from './health-code-import.ts';
import { childStatusPage, clazzCounts, staffStatusPage } from './health-code-lists.ts';
import { childStatistics, staffStatistics } from './health-code-stats.ts';
import { childHistory, recordChildren, recordStaff, staffHistory } from './health-code-write.ts';

/** Health codes (/attendance/v1/healthCode/...): children of the caller's classes, classes, staff; entry, import, history. */
export async function healthCodesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  serve(app, E.childList, (q, c) => childStatusPage(db, c.school.id, c.classes, q));
  serve(app, E.clazzList, (q, c) => clazzCounts(db, c.school.id, c.classes, q.day));
  serve(app, E.staffList, (q, c) => staffStatusPage(db, c.school.id, q));
  serve(app, E.childStatistics, (q, c) => childStatistics(db, c.school.id, c.classes, q));
  serve(app, E.staffStatistics, (q, c) => staffStatistics(db, c.school.id, q));
  serve(app, E.childHistory, (q, c) => childHistory(db, c.school.id, c.classes, q));
  serve(app, E.staffHistory, (q, c) => staffHistory(db, c.school.id, q));
  serve(app, E.recordChildren, async (p, c) => ({
    count: await recordChildren(ctx, c.school.id, c.classes, { ...p, note: p.note ?? null, memberId: c.session().memberId }),
  }));
  serve(app, E.recordStaff, async (p, c) => ({
    count: await recordStaff(ctx, c.school.id, { ...p, note: p.note ?? null, memberId: c.session().memberId }),
  }));
  serve(app, E.childTemplate, (q, c) => sendChildTemplate(ctx, c.reply, c.school.id, c.classes, q.day, c.request.lang));
  serve(app, E.staffTemplate, (q, c) => sendStaffTemplate(ctx, c.reply, c.school.id, q.day, c.request.lang));
  const limits = { maxBytes: L.importBytes, maxRows: L.importRows };
  serve(app, E.childImport, async (_q, c) => {
    const rows = await upload.workbook(ctx, c.request, { ...limits, columns: CHILD_COLUMNS });
    const result = await importChildren(ctx, c.session(), c.classes, c.request.lang, rows);
    if (!result.ok) throw importFailedError(result);
    return { count: result.count };
  });
  serve(app, E.staffImport, async (_q, c) => {
    const rows = await upload.workbook(ctx, c.request, { ...limits, columns: STAFF_COLUMNS });
    const result = await importStaff(ctx, c.session(), c.request.lang, rows);
    if (!result.ok) throw importFailedError(result);
    return { count: result.count };
  });
  // a report is the importer's own (it repeats the uploaded rows)
  serve(app, E.importReport, ({ id }, c) => sendOwnReport(ctx, c.reply, c.session(), id));
}
