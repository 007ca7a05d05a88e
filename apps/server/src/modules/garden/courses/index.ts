import type { FastifyInstance } from 'fastify';
import { courseRoutes } from './course-routes.ts';
import { courseSignRoutes } from './course-sign-routes.ts';

/** Courses area: course records and sign-in corrections. */
export async function courseAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(courseRoutes);
  await app.register(courseSignRoutes);
}
