import type { FastifyInstance } from 'fastify';

/** The notices service's calls. */
export async function noticeRoutes(_app: FastifyInstance): Promise<void> {}
