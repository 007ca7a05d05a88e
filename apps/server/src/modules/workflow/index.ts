import type { FastifyInstance } from 'fastify';
import { workflowRoutes } from './workflow-routes.ts';

/** One approval engine for every request that needs a yes. */
export async function workflowModule(app: FastifyInstance): Promise<void> {
  await app.register(workflowRoutes);
}

/** Other modules declare their kinds of request here (form defaults, actions on approval and rejection). */
export { type DecisionTx, type FinishedRequest, type ProcessKind, registerProcessKind } from './process-kinds.ts';
export { workflowDemo } from './workflow-demo.ts';
