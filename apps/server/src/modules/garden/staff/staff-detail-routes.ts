import { staffEndpoints as E } from '@kg/shared/modules/garden/staff';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { staffCard, staffDetail } from './staff-view.ts';

/** One member of the school: the edit/info view and the short card. */
export async function staffDetailRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.detail, ({ id, reveal }, c) => staffDetail(ctx, c.session(), id, reveal ?? false));
  serve(app, E.card, ({ id }, c) => staffCard(ctx, c.session(), id));
}
