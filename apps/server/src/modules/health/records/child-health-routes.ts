import { childHealthEndpoints as E } from '@kg/shared/modules/health/records/child-health';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { childFacts, childScope } from '../../garden/index.ts';
import { childHealthSummary } from './health-summary.ts';

/** getStuHealthInfo: the child's facts (garden's, within the caller's class range) and what health keeps of it. */
export async function childHealthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.health, async (q, c) => {
    const { s, scope } = await childScope(c);
    const facts = await childFacts(ctx, s, scope, (q.studentId ?? q.id)!);
    return { ...facts, ...(await childHealthSummary(ctx.db, s.institutionId, facts.studentId)) };
  });
}
