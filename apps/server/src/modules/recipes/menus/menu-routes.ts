import type { FastifyInstance } from 'fastify';

/** Weekly menus, meal photos, reference intakes, the nutrient report. */
export async function menuRoutes(_app: FastifyInstance): Promise<void> {}
