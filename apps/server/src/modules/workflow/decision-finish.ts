import { sql } from 'drizzle-orm';
import { isDbFault } from '../../core/db-faults.ts';
import { AppError } from '../../core/errors.ts';
import { type DecisionTx, processKind } from './process-kinds.ts';
import { outcomeNotice, type Pending } from './workflow-notices.ts';

/**
 * Ends a request approved or rejected and runs its kind's action in the same transaction: a
 * hook that throws undoes the decision with it, so no approval stands without its effect.
 */
export async function decisionFinish(
  tx: DecisionTx,
  schoolId: number,
  requestId: number,
  outcome: 'approved' | 'rejected',
): Promise<Pending[]> {
  const r = await tx.execute<{
    processId: number;
    kind: string;
    applicantId: number;
    values: Record<string, unknown>;
    processName: string;
  }>(
    sql`update workflow_requests r set status = ${outcome}, current_step = null, finished_at = now(), updated_at = now()
      from workflow_processes p where r.school_id = ${schoolId} and r.id = ${requestId} and p.school_id = r.school_id and p.id = r.process_id
      returning r.process_id as "processId", p.kind, r.applicant_id as "applicantId", r."values", p.name as "processName"`,
  );
  const row = r.rows[0];
  const kind = processKind(row.kind);
  const request = {
    schoolId,
    id: requestId,
    processId: Number(row.processId),
    kind: row.kind,
    applicantId: Number(row.applicantId),
    values: row.values,
  };
  try {
    if (outcome === 'approved') await kind?.onApproved?.(tx, request);
    else await kind?.onRejected?.(tx, request);
  } catch (e) {
    // a module's refusal (AppError) and a database outage keep their meaning; anything else is the module's fault, named
    if (e instanceof AppError || isDbFault(e)) throw e;
    throw new AppError('workflow-0109', { cause: e });
  }
  return [outcomeNotice(requestId, row.processName, request.applicantId, outcome)];
}
