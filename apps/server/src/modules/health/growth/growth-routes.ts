import type { FastifyInstance } from 'fastify';

/** The assessment standard and nutrition assessment. */
export async function growthRoutes(_app: FastifyInstance): Promise<void> {}
