import type { FastifyInstance } from 'fastify';
import { graduateFileRoutes } from './graduate-file-routes.ts';
import { graduateRoutes } from './graduate-routes.ts';

/** Graduates: graduated children, graduation of children, their export and failure reports. */
export async function graduateAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(graduateRoutes);
  await app.register(graduateFileRoutes);
}
