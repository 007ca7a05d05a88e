import { classOptionEndpoints as E } from '@kg/shared/modules/garden/classes-endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { visibleClass } from './class-lookup.ts';
import { byGrade, classOptions, classStaff, schoolTree } from './class-option-data.ts';

/**
 * Class options and trees. Every call is filtered to the caller's class range on the server:
 * a teacher sees their classes only.
 */
export async function clazzOptionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.tree, async (_q, c) => {
    const range = c.classes;
    const s = c.session();
    return schoolTree(db, { id: s.institutionId, name: s.institutionName }, range);
  });
  serve(app, E.options, async (q, c) => classOptions(db, c.school.id, c.classes, q));
  serve(app, E.order, async (q, c) => (await classOptions(db, c.school.id, c.classes, q)).map((x, i) => ({ ...x, order: i + 1 })));
  serve(app, E.own, async (_q, c) => classOptions(db, c.school.id, c.classes));
  serve(app, E.ownByGrade, async (_q, c) => byGrade(await classOptions(db, c.school.id, c.classes)));
  serve(app, E.allRange, async (_q, c) => c.classes === null);
  serve(app, E.staff, async (q, c) => {
    const schoolId = c.school.id;
    const clazz = await visibleClass(db, schoolId, c.classes, q.clazzId);
    return classStaff(db, schoolId, clazz.id);
  });
}
