import { dishEndpoints as E } from '@kg/shared/modules/recipes/dishes';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { dishDetail, dishOptions, listDishes } from './dish-data.ts';
import { deleteDish, saveDish, setDishShown } from './dish-write.ts';

/** The dish library (/garden/v1/teacher/ck/menu/*), scoped to the session's school. */
export async function dishRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listDishes(db, { ctx: app.ctx, session: c.session() }, c.school.id, q));
  serve(app, E.options, (q, c) => dishOptions(db, c.school.id, q.kind));
  serve(app, E.detail, ({ id }, c) => dishDetail(db, { ctx: app.ctx, session: c.session() }, c.school.id, id));
  serve(app, E.add, async (b, c) => ({ id: await saveDish(db, c.school.id, c.session().memberId, b, null) }));
  serve(app, E.update, async ({ id, ...b }, c) => {
    await saveDish(db, c.school.id, c.session().memberId, b, id);
    return null;
  });
  serve(app, E.showStatus, async ({ id, shown }, c) => {
    await setDishShown(db, c.school.id, id, shown);
    return null;
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteDish(db, c.school.id, id);
    return null;
  });
}
