import { healthCodesEndpoints as E } from '@kg/shared/modules/attendance/health-codes';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addHealthCodes, deleteHealthCodes, healthCodesOptions, listHealthCodes, updateHealthCodes } from './health-codes-data.ts';

/** Health codes of a school. */
export async function healthCodesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listHealthCodes(db, c.school.id, q));
  serve(app, E.options, (_q, c) => healthCodesOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addHealthCodes(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateHealthCodes(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteHealthCodes(db, c.school.id, id);
    return null;
  });
}
