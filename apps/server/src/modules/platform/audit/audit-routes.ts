import type { FastifyInstance } from 'fastify';

/** The audit service's calls. */
export async function auditRoutes(_app: FastifyInstance): Promise<void> {}
