import { gateEndpoints as E } from '@kg/shared/modules/attendance/gate';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addGate, deleteGate, gateOptions, listGate, updateGate } from './gate-data.ts';

/** Gate screen of a school. */
export async function gateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listGate(db, c.school.id, q));
  serve(app, E.options, (_q, c) => gateOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addGate(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateGate(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteGate(db, c.school.id, id);
    return null;
  });
}
