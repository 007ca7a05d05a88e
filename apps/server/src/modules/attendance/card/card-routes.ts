import { cardEndpoints as E } from '@kg/shared/modules/attendance/card';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { bindCard, destroyCard, recoverCard, reportLost } from './card-data.ts';
import { childCards, staffCards } from './card-list-data.ts';

/** Attendance cards: children's, guardians' and staff cards, bound, lost, destroyed and recovered. */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.getStudentList, (q, c) => childCards(db, c.school.id, q));
  serve(app, E.getTeacherList, (q, c) => staffCards(db, c.school.id, q));
  serve(app, E.doBindingCard, async (p, c) => ({ id: await bindCard(db, c.school.id, p) }));
  serve(app, E.doLoss, ({ id }, c) => reportLost(db, c.school.id, id));
  serve(app, E.doDestory, ({ id }, c) => destroyCard(db, c.school.id, id));
  serve(app, E.doRecover, ({ id }, c) => recoverCard(db, c.school.id, id));
}
