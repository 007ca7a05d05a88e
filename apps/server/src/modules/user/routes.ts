import type { FastifyInstance } from 'fastify';
import { passwordRoutes } from './password-routes.ts';
import { userRegionRoutes } from './region-routes.ts';

/** The own account: password and region lookups. */
export async function userModule(app: FastifyInstance): Promise<void> {
  await app.register(passwordRoutes);
  await app.register(userRegionRoutes);
}
