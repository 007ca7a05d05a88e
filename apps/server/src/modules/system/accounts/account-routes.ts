import type { FastifyInstance } from 'fastify';

/** The accounts area's calls. */
export async function accountRoutes(_app: FastifyInstance): Promise<void> {}
