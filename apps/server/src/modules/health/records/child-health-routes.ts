import { childHealthEndpoints as E } from '@kg/shared/modules/health/records/child-health';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { childFacts } from './child-facts.ts';
import { childHealthSummary } from './health-summary.ts';

/** getStuHealthInfo: the child's facts (within the caller's class range) and what health keeps of it. */
export async function childHealthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.health, async (q, c) => {
    const schoolId = c.session().institutionId;
    const facts = await childFacts(ctx.db, schoolId, c.classes, (q.studentId ?? q.id)!, ctx.now());
    return { ...facts, ...(await childHealthSummary(ctx.db, schoolId, facts.studentId)) };
  });
}
