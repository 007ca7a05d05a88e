import type { FastifyInstance } from 'fastify';
import { workflowRoutes } from './workflow-routes.ts';

/** One approval engine for every request that needs a yes. */
export async function workflowModule(app: FastifyInstance): Promise<void> {
  await app.register(workflowRoutes);
}

/** A module that files its own requests (attendance's child leave): start, withdraw, show, tell. */
export { withdraw } from './decision-data.ts';
export { requestDetail } from './detail-data.ts';
export { startableProcesses } from './process-data.ts';
/** Other modules declare their kinds of request here (form defaults, actions on approval and rejection). */
export { type DecisionTx, type FinishedRequest, type ProcessKind, registerProcessKind } from './process-kinds.ts';
export { submitRequest } from './submit-data.ts';
export { workflowDemo } from './workflow-demo.ts';
export { type Pending, sendPending } from './workflow-notices.ts';
