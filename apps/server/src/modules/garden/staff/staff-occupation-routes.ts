import { staffProfileEndpoints as E } from '@kg/shared/modules/garden/staff-profile';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { resolveStaffTarget, STAFF_UPDATE_CODES, STAFF_VIEW_CODES } from './profile-access.ts';
import { checkOccupation } from './staff-occupation-input.ts';
import { loadOccupation, saveOccupation } from './staff-occupation-service.ts';

/** Teacher self profile, occupation part: post, dates, titles and the certificate list. */
export async function staffOccupationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.occupation, async ({ id }, c) => {
    const s = c.session();
    return loadOccupation(ctx, s, await resolveStaffTarget(ctx, s, id, STAFF_VIEW_CODES));
  });
  serve(app, E.updateOccupation, async (body, c) => {
    const s = c.session();
    const target = await resolveStaffTarget(ctx, s, body.id, STAFF_UPDATE_CODES);
    const current = await loadOccupation(ctx, s, target);
    const { patch, certificates } = checkOccupation(body, current.postType, ctx.now());
    await saveOccupation(ctx, target, patch, certificates);
    return loadOccupation(ctx, s, target);
  });
}
