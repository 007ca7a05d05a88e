import { childEndpoints as E } from '@kg/shared/modules/garden/children-endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { visibleClass } from '../classes/class-lookup.ts';
import { studentDetail } from './child-detail.ts';
import { childList } from './child-list.ts';
import { addStudent, childScope, removeChildren, updateStudent } from './child-service.ts';

/**
 * Children /kid-arch/v1/teacher/web/student/*. Every call is limited to the caller's class
 * range: a child outside it is answered like a missing one (404 common-0405).
 */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(app, E.list, async (q, c) => {
    const { s, scope } = await childScope(c);
    return childList(ctx, s, scope, q, q.pageNum, q.pageSize);
  });

  // a class's children in school, or the graduates of a graduated class
  serve(app, E.listOfClass, async (q, c) => {
    const { s, scope } = await childScope(c);
    const clazz = await visibleClass(ctx.db, s.institutionId, scope, q.clazzId);
    return childList(ctx, s, scope, { clazzId: clazz.id, name: q.name, status: clazz.status === 1 ? 1 : 2 }, q.pageNum, q.pageSize);
  });

  serve(app, E.detail, async (q, c) => {
    const { s, scope } = await childScope(c);
    return studentDetail(ctx, app.extensions.childProfileSections, s, scope, q.id, q.reveal);
  });

  serve(app, E.add, async (body, c) => {
    const { s, scope } = await childScope(c);
    return { id: await addStudent(ctx, s, scope, body) };
  });

  serve(app, E.update, async (body, c) => {
    const { s, scope } = await childScope(c);
    await updateStudent(ctx, s, scope, body);
    return null;
  });

  serve(app, E.remove, async (body, c) => {
    const { s, scope } = await childScope(c);
    const ids = [...new Set([...(body.ids ?? []), ...(body.id ? [body.id] : [])])];
    return removeChildren(ctx, app.extensions.childLifecycle, s, scope, ids);
  });
}
