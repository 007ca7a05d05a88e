import type { FastifyInstance } from 'fastify';

/** Outbreak alerts and the data centre's health figures. */
export async function alertsRoutes(_app: FastifyInstance): Promise<void> {}
