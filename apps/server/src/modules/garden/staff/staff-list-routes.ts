import { staffEndpoints as E, StaffStatus } from '@kg/shared/modules/garden/staff';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { listStaff } from './staff-list-service.ts';

/** The staff lists of the school (not class-scoped: staff management is school-wide). */
export async function staffListRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.list, (q, c) => listStaff(ctx, c.school.id, c.session(), q));
  serve(app, E.withoutRole, (q, c) => listStaff(ctx, c.school.id, c.session(), { ...q, withoutRole: true }));
  serve(app, E.departed, (q, c) => listStaff(ctx, c.school.id, c.session(), { ...q, status: StaffStatus.departed }));
}
