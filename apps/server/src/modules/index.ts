import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './iam/login-routes.ts';
import { orgRoutes } from './iam/org-routes.ts';

/** Every module's routes, under /api. Each route declares its access (core/access.ts). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(orgRoutes);
}
