import type { FastifyInstance } from 'fastify';
import { configRoutes } from './config-routes.ts';
import { serveRoutes } from './serve-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/** Files area: storage configuration, image upload, serving stored files. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(configRoutes);
  await app.register(uploadRoutes);
  await app.register(serveRoutes);
}
