import type { FastifyInstance } from 'fastify';

/** The roles area's calls. */
export async function roleRoutes(_app: FastifyInstance): Promise<void> {}
