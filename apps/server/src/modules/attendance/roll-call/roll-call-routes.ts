import { rollCallEndpoints as E } from '@kg/shared/modules/attendance/roll-call';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addRollCall, deleteRollCall, listRollCall, rollCallOptions, updateRollCall } from './roll-call-data.ts';

/** Roll call of a school. */
export async function rollCallRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listRollCall(db, c.school.id, q));
  serve(app, E.options, (_q, c) => rollCallOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addRollCall(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateRollCall(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteRollCall(db, c.school.id, id);
    return null;
  });
}
