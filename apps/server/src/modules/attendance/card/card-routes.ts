import { cardEndpoints as E } from '@kg/shared/modules/attendance/card';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addCard, cardOptions, deleteCard, listCard, updateCard } from './card-data.ts';

/** Attendance cards of a school. */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listCard(db, c.school.id, q));
  serve(app, E.options, (_q, c) => cardOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addCard(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateCard(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteCard(db, c.school.id, id);
    return null;
  });
}
