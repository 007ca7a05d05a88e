import type { FastifyInstance } from 'fastify';

/** Health care records, content templates, reminders, views; parent exhortations. */
export async function careRoutes(_app: FastifyInstance): Promise<void> {}
