import type { FastifyInstance } from 'fastify';

/** Growth statistics, a child's curve, the physical report. */
export async function growthStatRoutes(_app: FastifyInstance): Promise<void> {}
