import type { FastifyInstance } from 'fastify';

/** The jobs service's calls. */
export async function jobRoutes(_app: FastifyInstance): Promise<void> {}
