import { childFileEndpoints as E } from '@kg/shared/modules/garden/children-endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { importFailedError, sendOwnReport } from '../../../platform/workbook/index.ts';
import { defineChildExport, exportChildren, sendChildTemplate, uploadedChildRows } from './child-files.ts';
import { importChildren } from './child-import.ts';
import { childScope } from './child-service.ts';

// the graduates' files reuse the child export and the report download
export { exportChildren, sendOwnReport };

/**
 * Child import and export (/kid-arch/v1/file/*), on the workbook toolkit: template, upload
 * (all or nothing; the web waits up to 300 s), failure report, export of the child list.
 */
export async function studentFileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // the job kind exists before a worker (after a restart) picks up a queued export
  defineChildExport(ctx);

  serve(app, E.template, async (_q, c) => sendChildTemplate(c.reply, c.request.lang));

  serve(app, E.upload, async (_q, c) => {
    const { s, scope } = await childScope(c);
    const rows = await uploadedChildRows(ctx, c.request);
    const result = await importChildren(ctx, s, scope, rows, c.request.lang);
    if (!result.ok) throw importFailedError(result);
    return { count: result.count };
  });

  // a report is found by the caller's school and member; no class range is involved
  serve(app, E.report, async (q, c) => sendOwnReport(ctx, c.reply, c.session(), q.id));

  serve(app, E.export, async (q, c) => {
    const { s, scope } = await childScope(c);
    return exportChildren(ctx, c.request, c.reply, s, scope, q, c.request.lang === 'en' ? 'children.xlsx' : '幼儿名单.xlsx');
  });
}
