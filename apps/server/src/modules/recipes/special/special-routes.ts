import type { FastifyInstance } from 'fastify';

/** Special-meal groups and their children. */
export async function specialRoutes(_app: FastifyInstance): Promise<void> {}
