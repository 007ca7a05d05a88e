import { staffEndpoints as E } from '@kg/shared/modules/garden/staff';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { departStaff, reenterStaff, resetStaffPassword } from './staff-status-service.ts';

/** Departure, re-entry and password reset of a staff member. */
export async function staffStatusRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.departure, (change, c) => departStaff(ctx, c.session(), change));
  serve(app, E.entry, (change, c) => reenterStaff(ctx, c.session(), change));
  serve(app, E.resetPassword, ({ id }, c) => resetStaffPassword(ctx, c.session(), id, c.request.ip));
}
