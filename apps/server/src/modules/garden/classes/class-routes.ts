import { classEndpoints as E } from '@kg/shared/modules/garden/classes-endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { classDetail, classLimit, deletePlan, listClasses } from './class-data.ts';
import { addClazz, deleteClass, updateClazz } from './class-service.ts';

/** Class records: add, update, delete (with its plan), detail, the list and the size limit. */
export async function clazzRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  // a new class is in no one's range yet: only the school matters
  serve(app, E.add, async (v, c) => ({ id: await addClazz(db, c.school.id, v) }));
  serve(app, E.update, async (v, c) => {
    await updateClazz(db, c.school.id, c.classes, v);
    return null;
  });
  serve(app, E.deletePlan, async (q, c) => deletePlan(db, c.school.id, c.classes, q.id));
  serve(app, E.remove, async (v, c) => deleteClass(db, c.school.id, c.classes, v.id, v.moveToClazzId));
  serve(app, E.detail, async (q, c) => classDetail(db, c.school.id, c.classes, q.id));
  serve(app, E.list, async (q, c) => listClasses(db, c.school.id, c.classes, q));
  serve(app, E.limit, async (q, c) => classLimit(db, c.school.id, c.classes, q.clazzId, q.addCount));
}
