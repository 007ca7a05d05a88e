import type { FastifyInstance } from 'fastify';
import { clazzOptionRoutes } from './class-option-routes.ts';
import { clazzRoutes } from './class-routes.ts';
import { clazzTermRoutes } from './class-term-routes.ts';

/** Classes: records, options and trees, upgrade and graduation, graduated classes. */
export async function classAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clazzRoutes);
  await app.register(clazzOptionRoutes);
  await app.register(clazzTermRoutes);
}
