import type { FastifyInstance } from 'fastify';

/** The school area's calls. */
export async function schoolRoutes(_app: FastifyInstance): Promise<void> {}
