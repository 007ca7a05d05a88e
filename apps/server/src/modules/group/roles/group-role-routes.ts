import type { FastifyInstance } from 'fastify';

/** Group roles and the school permissions they grant. */
export async function groupRoleRoutes(_app: FastifyInstance): Promise<void> {}
