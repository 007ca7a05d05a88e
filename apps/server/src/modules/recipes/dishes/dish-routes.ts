import type { FastifyInstance } from 'fastify';

/** The dish library. */
export async function dishRoutes(_app: FastifyInstance): Promise<void> {}
