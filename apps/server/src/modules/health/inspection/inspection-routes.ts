import type { FastifyInstance } from 'fastify';

/** Check items, check slots, recording checks, daily and monthly records, class and grade options. */
export async function inspectionRoutes(_app: FastifyInstance): Promise<void> {}
