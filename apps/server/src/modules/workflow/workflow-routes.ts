import type { FastifyInstance } from 'fastify';
import './builtin-kinds.ts';
import { processRoutes } from './process-routes.ts';
import { scheduleReminders } from './reminders.ts';
import { requestRoutes } from './request-routes.ts';

/** Processes, requests, decisions and inboxes; a scan every ten minutes reminds overdue approvers. */
export async function workflowRoutes(app: FastifyInstance): Promise<void> {
  await app.register(processRoutes);
  await app.register(requestRoutes);
  scheduleReminders(app.ctx);
}
