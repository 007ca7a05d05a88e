import type { FastifyInstance } from 'fastify';

/** Children and staff temperatures, staff temperature entry, measures. */
export async function temperatureRoutes(_app: FastifyInstance): Promise<void> {}
