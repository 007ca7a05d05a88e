import { hasEmoji } from '@kg/shared';
import { positionEndpoints as E } from '@kg/shared/modules/garden/positions';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import { addPosition, deletePosition, listPositions, positionOptions, updatePosition } from './position-data.ts';

const noEmoji = (name: string) => {
  if (hasEmoji(name)) throw fieldError('name', '岗位名称不能包含表情符号', 'the name cannot contain emoji');
};

/** Job positions of a school (园长, 班主任, 保育员, …), which staff hold through member_positions. */
export async function positionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listPositions(db, c.school.id, q));
  serve(app, E.options, (_q, c) => positionOptions(db, c.school.id));
  serve(app, E.add, async (p, c) => {
    noEmoji(p.name);
    return { id: await addPosition(db, c.school.id, p) };
  });
  serve(app, E.update, async ({ id, ...p }, c) => {
    noEmoji(p.name);
    await updatePosition(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deletePosition(db, c.school.id, id);
    return null;
  });
}
