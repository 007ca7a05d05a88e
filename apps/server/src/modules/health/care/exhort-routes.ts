import { exhortEndpoints as E } from '@kg/shared/modules/health/care/exhort';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { confirmExhort, exhortDetail, listExhort } from './exhort-data.ts';
import { exhortExporter } from './exhort-export.ts';

/** Parent exhortations: the list, its export, one exhortation and the teacher's confirmation (class range). */
export async function exhortRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const exportExhort = exhortExporter(ctx);
  serve(app, E.list, async (q, c) => listExhort(ctx.db, c.school.id, c.classes, q));
  serve(app, E.export, async (q, c) => exportExhort(c.reply, c.session(), c.request.lang, c.classes, q));
  serve(app, E.detail, async ({ id }, c) => exhortDetail(ctx, c.session(), c.classes, id));
  serve(app, E.confirm, async (q, c) => {
    await confirmExhort(ctx.db, c.session(), c.classes, q);
    return null;
  });
}
