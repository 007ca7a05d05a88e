import type { FastifyInstance } from 'fastify';
import { workflowRoutes } from './workflow-routes.ts';

/** One approval engine for every request that needs a yes. */
export async function workflowModule(app: FastifyInstance): Promise<void> {
  await app.register(workflowRoutes);
}

export { workflowDemo } from './workflow-demo.ts';
