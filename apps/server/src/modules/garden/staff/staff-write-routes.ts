import { staffEndpoints as E } from '@kg/shared/modules/garden/staff';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { checkAdd } from './staff-input.ts';
import { staffDetail } from './staff-view.ts';
import { addStaff, updateStaffFromForm } from './staff-write-service.ts';

/** Adding and editing staff; both answer the getById view of the member. */
export async function staffWriteRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.add, async (form, c) => {
    const s = c.session();
    const id = await addStaff(ctx, s, await checkAdd(ctx, s, form), c.request.ip);
    return staffDetail(ctx, s, id, false);
  });
  serve(app, E.update, async ({ id, ...form }, c) => {
    const s = c.session();
    await updateStaffFromForm(ctx, s, id, form);
    return staffDetail(ctx, s, id, false);
  });
}
