import type { FastifyInstance } from 'fastify';
import { clazzRoutes } from './class-routes.ts';
import { clazzOptionRoutes } from './class-option-routes.ts';
import { clazzTermRoutes } from './class-term-routes.ts';

/** Classes: records, options and trees, upgrade and graduation, graduated classes. */
export async function classAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clazzRoutes);
  await app.register(clazzOptionRoutes);
  await app.register(clazzTermRoutes);
}
