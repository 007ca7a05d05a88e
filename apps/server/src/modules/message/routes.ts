import type { FastifyInstance } from 'fastify';
import { linkRoutes } from './link-routes.ts';
import { smsRoutes } from './sms-routes.ts';

/** SMS codes, and the person's consent to link their account. */
export async function messageModule(app: FastifyInstance): Promise<void> {
  await app.register(smsRoutes);
  await app.register(linkRoutes);
}
