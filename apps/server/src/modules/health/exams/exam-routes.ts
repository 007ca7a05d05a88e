import type { FastifyInstance } from 'fastify';

/** Exam plans and records: entry, import, exports. */
export async function examRoutes(_app: FastifyInstance): Promise<void> {}
