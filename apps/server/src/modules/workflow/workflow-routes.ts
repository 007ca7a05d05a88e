import type { FastifyInstance } from 'fastify';

/** Processes, requests, decisions and inboxes. */
export async function workflowRoutes(_app: FastifyInstance): Promise<void> {}
