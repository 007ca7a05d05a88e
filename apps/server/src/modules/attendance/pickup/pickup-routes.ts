import type { FastifyInstance } from 'fastify';

/** Smart pickup: pickers, pickups at the gate, photo failures and the school's settings. */
export async function pickupRoutes(_app: FastifyInstance): Promise<void> {}
