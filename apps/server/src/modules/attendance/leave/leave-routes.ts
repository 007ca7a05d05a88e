import { leaveEndpoints as E } from '@kg/shared/modules/attendance/leave';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addLeave, deleteLeave, leaveOptions, listLeave, updateLeave } from './leave-data.ts';

/** Child leave of a school. */
export async function leaveRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listLeave(db, c.school.id, q));
  serve(app, E.options, (_q, c) => leaveOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addLeave(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateLeave(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteLeave(db, c.school.id, id);
    return null;
  });
}
