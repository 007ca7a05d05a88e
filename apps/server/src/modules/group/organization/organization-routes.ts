import type { FastifyInstance } from 'fastify';

/** The group's departments and employees. */
export async function organizationRoutes(_app: FastifyInstance): Promise<void> {}
