import { pickupEndpoints as E } from '@kg/shared/modules/attendance/pickup';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addPickup, deletePickup, listPickup, pickupOptions, updatePickup } from './pickup-data.ts';

/** Smart pickup of a school. */
export async function pickupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listPickup(db, c.school.id, q));
  serve(app, E.options, (_q, c) => pickupOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addPickup(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updatePickup(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deletePickup(db, c.school.id, id);
    return null;
  });
}
