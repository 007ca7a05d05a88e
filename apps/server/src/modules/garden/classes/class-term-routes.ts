import { classTermEndpoints as E } from '@kg/shared/modules/garden/classes-endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { graduateClasses, upgradeClasses } from './class-term-service.ts';
import { graduatedClassDetail, graduatedClassOptions, listGraduatedClasses } from './graduate-class-data.ts';

/** Term end: upgrade and graduation of classes, and the graduated classes (graduate list, view, options). */
export async function clazzTermRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  serve(app, E.upgrade, async (v, c) => upgradeClasses(db, c.school.id, c.classes, v));
  serve(app, E.graduate, async (v, c) => graduateClasses(ctx, app.extensions.childLifecycle, c.school.id, c.classes, v));
  serve(app, E.graduatedList, async (q, c) => listGraduatedClasses(db, c.school.id, c.classes, q));
  serve(app, E.graduatedDetail, async (q, c) => graduatedClassDetail(db, c.school.id, c.classes, q.id));
  serve(app, E.graduatedOptions, async (q, c) => graduatedClassOptions(db, c.school.id, c.classes, q.graduateYear));
}
