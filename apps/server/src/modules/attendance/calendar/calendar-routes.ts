import { calendarEndpoints as E } from '@kg/shared/modules/attendance/calendar';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addCalendar, calendarOptions, deleteCalendar, listCalendar, updateCalendar } from './calendar-data.ts';

/** School calendar of a school. */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listCalendar(db, c.school.id, q));
  serve(app, E.options, (_q, c) => calendarOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await addCalendar(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await updateCalendar(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteCalendar(db, c.school.id, id);
    return null;
  });
}
