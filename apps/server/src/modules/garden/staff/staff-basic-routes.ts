import { staffProfileEndpoints as E } from '@kg/shared/modules/garden/staff-profile';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { resolveStaffTarget, STAFF_UPDATE_CODES, STAFF_VIEW_CODES } from './profile-access.ts';
import { checkBasic } from './staff-basic-input.ts';
import { basicView, loadBasic, saveBasic } from './staff-basic-service.ts';

/**
 * Teacher self profile, basic part (overview §9). Any school member reads and edits their
 * own; another member's needs a staff code and must be in the caller's school.
 */
export async function staffBasicRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.basic, async ({ id, reveal }, c) => {
    const s = c.session();
    const target = await resolveStaffTarget(ctx, s, id, STAFF_VIEW_CODES);
    return basicView(await loadBasic(ctx, target), target, s, reveal);
  });
  serve(app, E.updateBasic, async (body, c) => {
    const s = c.session();
    const target = await resolveStaffTarget(ctx, s, body.id, STAFF_UPDATE_CODES);
    const row = await loadBasic(ctx, target);
    await saveBasic(ctx, s, target, row, await checkBasic(ctx, body, row));
    return basicView(await loadBasic(ctx, target), target, s);
  });
}
