import { roomEndpoints as E } from '@kg/shared/modules/garden/rooms';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { deleteRoom, listRooms, roomOptions, saveRoom } from './room-data.ts';

/** Places (/garden/v1/placeRoom/*), all scoped to the session's school. */
export async function roomRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listRooms(db, c.school.id, q, c.request.lang));
  serve(app, E.options, (q, c) => roomOptions(db, c.school.id, q.roomType, c.request.lang));
  serve(app, E.save, async (b, c) => ({ id: await saveRoom(db, c.school.id, b) }));
  serve(app, E.remove, async ({ id }, c) => {
    await deleteRoom(db, c.school.id, id);
    return null;
  });
}
