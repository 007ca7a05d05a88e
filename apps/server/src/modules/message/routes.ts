import type { FastifyInstance } from 'fastify';
import { smsRoutes } from './sms-routes.ts';

/** SMS codes. */
export async function messageModule(app: FastifyInstance): Promise<void> {
  await app.register(smsRoutes);
}
