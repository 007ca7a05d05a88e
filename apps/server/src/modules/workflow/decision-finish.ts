import type { FormValues } from '@kg/shared/modules/workflow/workflow-schemas';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isDbFault } from '../../core/db-faults.ts';
import { AppError } from '../../core/errors.ts';
import { preparedRows } from '../../core/prepared.ts';
import { workflowProcesses, workflowRequests } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import { type DecisionTx, processKind } from './process-kinds.ts';
import { outcomeNotice, type Pending } from './workflow-notices.ts';

const r = alias(workflowRequests, 'r');
const p = alias(workflowProcesses, 'p');
const FINISHED = {
  processId: r.processId,
  kind: p.kind,
  applicantId: r.applicantId,
  values: sql<FormValues>`${r.values}`,
  processName: p.name,
};
const FINISHED_LIST = selectList(FINISHED);

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
  const [row] = await preparedRows<RowOf<typeof FINISHED>>(
    tx,
    sql`update ${workflowRequests} r set status = ${outcome}, current_step = null, finished_at = now(), updated_at = now()
      from ${workflowProcesses} p where ${r.schoolId} = ${schoolId} and ${r.id} = ${requestId} and ${p.schoolId} = ${r.schoolId} and ${p.id} = ${r.processId}
      returning ${FINISHED_LIST}`,
  );
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
