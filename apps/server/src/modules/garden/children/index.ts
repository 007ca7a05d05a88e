import type { FastifyInstance } from 'fastify';
import { studentFileRoutes } from './child-file-routes.ts';
import { studentNumberRoutes } from './child-number-routes.ts';
import { studentRoutes } from './child-routes.ts';

/** Children and guardians: records, student numbers, guardian phones, import and export. */
export async function studentAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(studentRoutes);
  await app.register(studentNumberRoutes);
  await app.register(studentFileRoutes);
}
