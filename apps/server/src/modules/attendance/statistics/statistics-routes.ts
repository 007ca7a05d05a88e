import { statisticsEndpoints as E } from '@kg/shared/modules/attendance/statistics';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addStatistics, deleteStatistics, listStatistics, statisticsOptions, updateStatistics } from './statistics-data.ts';

/** Child attendance statistics of a school. */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listStatistics(db, c.school.id, q));
  serve(app, E.options, (_q, c) => statisticsOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addStatistics(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateStatistics(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteStatistics(db, c.school.id, id);
    return null;
  });
}
