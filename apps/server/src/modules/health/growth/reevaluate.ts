import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { withAuditContext } from '../../../platform/audit/index.ts';
import { evaluatePlan } from './evaluate-plan.ts';
import { plansWithRecords } from './standard-data.ts';

const KIND = 'health.growth-reevaluate';
/** Up to this many records (two plans of a small school) a changed reference is applied within the request: about a second with the audit trail. */
export const INLINE_RECORDS = 1000;

/** Every plan of the school, one after another (each in batches): the job's and the small school's work. */
async function reevaluateSchool(ctx: AppContext, schoolId: number, progress?: (pct: number) => Promise<void>) {
  const plans = await plansWithRecords(ctx.db, schoolId);
  const total = plans.reduce((n, p) => n + p.records, 0);
  let done = 0;
  for (const p of plans) {
    done += await evaluatePlan(ctx.db, schoolId, p.id);
    await progress?.((done * 100) / Math.max(1, total));
  }
  return done;
}

/** Defines the job kind (at route registration); answers what re-applies a school's reference. */
export function reevaluation(ctx: AppContext) {
  ctx.jobs.define<{ schoolId: number; accountId: number }>(KIND, (run) =>
    withAuditContext({ accountId: run.accountId, institutionId: run.schoolId, actorName: 'growth re-evaluation' }, async () => {
      await reevaluateSchool(ctx, run.payload.schoolId, (pct) => run.progress(pct));
    }),
  );
  /** Small schools at once, large ones as a job: the request never carries a school-year of records. */
  return async (s: SessionInfo, schoolId: number): Promise<{ reevaluated: number | null; jobId: number | null }> => {
    const plans = await plansWithRecords(ctx.db, schoolId);
    const records = plans.reduce((n, p) => n + p.records, 0);
    if (records <= INLINE_RECORDS) return { reevaluated: await reevaluateSchool(ctx, schoolId), jobId: null };
    const owner = { schoolId, accountId: s.accountId, requesterName: s.realName };
    return { reevaluated: null, jobId: await ctx.jobs.enqueue(KIND, owner, { schoolId, accountId: s.accountId }) };
  };
}
