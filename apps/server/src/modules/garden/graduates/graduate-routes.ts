import { graduateEndpoints as E } from '@kg/shared/modules/garden/graduates';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { childList } from '../children/child-list.ts';
import { graduationFailureReport } from './graduate-files.ts';
import { graduateChildren } from './graduation-service.ts';

/** Graduates: the list of graduated children and graduation of children one by one or in a batch. */
export async function graduateRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  serve(app, E.list, async (q, c) => {
    const range = c.classes;
    return childList(ctx, c.session(), range, { ...q, status: 2 }, q.pageNum, q.pageSize);
  });
  serve(app, E.graduation, async (v, c) => graduateChildren(db, app.extensions.childLifecycle, c.school.id, c.classes, [v.studentId]));
  serve(app, E.batchGraduation, async (v, c) => {
    const schoolId = c.school.id;
    const range = c.classes;
    return graduateChildren(db, app.extensions.childLifecycle, schoolId, range, v.studentIds, (failures) =>
      graduationFailureReport(ctx, c.session(), failures),
    );
  });
}
