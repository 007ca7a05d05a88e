import { shiftsEndpoints as E } from '@kg/shared/modules/attendance/shifts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addShifts, deleteShifts, listShifts, shiftsOptions, updateShifts } from './shifts-data.ts';

/** Shifts of a school. */
export async function shiftsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listShifts(db, c.school.id, q));
  serve(app, E.options, (_q, c) => shiftsOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addShifts(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateShifts(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteShifts(db, c.school.id, id);
    return null;
  });
}
