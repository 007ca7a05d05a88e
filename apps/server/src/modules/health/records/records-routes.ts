import type { FastifyInstance } from 'fastify';

/** Allergies, medical history and its catalogue, the class board allergy view. */
export async function recordsRoutes(_app: FastifyInstance): Promise<void> {}
