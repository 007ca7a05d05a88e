import type { FastifyInstance } from 'fastify';

/** A supervising authority's console. */
export async function regulationRoutes(_app: FastifyInstance): Promise<void> {}
