import type { FastifyInstance } from 'fastify';

/** The group's schools. */
export async function groupSchoolRoutes(_app: FastifyInstance): Promise<void> {}
