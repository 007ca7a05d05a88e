import { ledgerEndpoints as E } from '@kg/shared/modules/attendance/ledger';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addLedger, deleteLedger, ledgerOptions, listLedger, updateLedger } from './ledger-data.ts';

/** Attendance records of a school. */
export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listLedger(db, c.school.id, q));
  serve(app, E.options, (_q, c) => ledgerOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addLedger(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateLedger(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteLedger(db, c.school.id, id);
    return null;
  });
}
