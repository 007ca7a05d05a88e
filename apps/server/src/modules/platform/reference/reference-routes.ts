import type { FastifyInstance } from 'fastify';

/** The reference service's calls. */
export async function referenceRoutes(_app: FastifyInstance): Promise<void> {}
