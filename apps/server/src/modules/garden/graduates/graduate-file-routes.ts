import { graduateFileEndpoints as E } from '@kg/shared/modules/garden/graduates';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { exportChildren, sendOwnReport } from '../children/child-file-routes.ts';

/** The graduates' workbooks: the export of graduated children and a refused graduation's reasons. */
export async function graduateFileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.export, async (q, c) => {
    const range = c.classes;
    const fileName = c.request.lang === 'en' ? 'graduates.xlsx' : '毕业生名单.xlsx';
    return exportChildren(ctx, c.request, c.reply, c.session(), range, { ...q, status: 2 }, fileName);
  });
  // a report is found by the caller's school and member; no class range is involved
  serve(app, E.failureReport, async (q, c) => sendOwnReport(ctx, c.reply, c.session(), q.id));
}
