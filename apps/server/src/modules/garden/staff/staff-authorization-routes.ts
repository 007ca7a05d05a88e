import { staffEndpoints as E } from '@kg/shared/modules/garden/staff';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { authorizationView, setMemberRoles } from './staff-authorization.ts';

/** System authorization of a staff member (domain §6): the roles of the school they hold. */
export async function staffAuthorizationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.authorization, ({ id }, c) => authorizationView(ctx, c.session(), id));
  serve(app, E.updateAuthorization, async ({ id, roleIds }, c) => {
    await setMemberRoles(ctx, c.session(), id, roleIds);
    return authorizationView(ctx, c.session(), id);
  });
}
