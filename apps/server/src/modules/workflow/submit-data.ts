import type { ChainStep, FormField, FormValues } from '@kg/shared/modules/workflow/workflow-schemas';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.ts';
import { preparedRows } from '../../core/prepared.ts';
import { anyId } from '../../core/scope.ts';
import { workflowHistory, workflowProcesses, workflowRequests, workflowVersions } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import { type Attacher, assertAttachable } from '../../platform/files/index.ts';
import { layChain } from './chain.ts';
import { decisionFinish } from './decision-finish.ts';
import { checkValues, imageIdsOf, summaryOf } from './form-values.ts';
import type { DecisionTx, TxRunner } from './process-kinds.ts';
import { type Pending, reachedNotice } from './workflow-notices.ts';

const r = alias(workflowRequests, 'r');
const p = alias(workflowProcesses, 'p');
const ver = alias(workflowVersions, 'v');
// the version's jsonb columns hold what the designer saved
const VERSION = {
  versionId: ver.id,
  form: sql<FormField[]>`${ver.form}`,
  chain: sql<ChainStep[]>`${ver.chain}`,
  cc: sql<{ staffIds: number[]; roleIds: number[] }>`${ver.cc}`,
  processName: p.name,
  kind: p.kind,
};
type Version = RowOf<typeof VERSION>;
const STARTING = { ...VERSION, enabled: p.enabled };
const STARTING_LIST = selectList(STARTING);
const RETURNED = { ...VERSION, status: r.status, applicantId: r.applicantId };
const RETURNED_LIST = selectList(RETURNED);

const history = (tx: DecisionTx, schoolId: number, requestId: number, action: 'submit' | 'resubmit', actorId: number) =>
  tx.insert(workflowHistory).values({ schoolId, requestId, action, actorId });

/** Images in the values must be the school's own uploaded images (never a report or another kind of file). */
async function checkImages(tx: DecisionTx, caller: Attacher, form: FormField[], values: FormValues): Promise<void> {
  for (const { key, ids } of imageIdsOf(form, values)) {
    await assertAttachable(tx, caller, ids, { kind: 'image', field: `form.${key}` });
  }
}

/** Copies go to the named staff and holders of the named roles, never to the applicant. */
async function copyTo(tx: DecisionTx, schoolId: number, requestId: number, applicantId: number, cc: Version['cc']): Promise<void> {
  await tx.execute(sql`insert into workflow_copies (school_id, request_id, member_id)
    select distinct ${schoolId}::bigint, ${requestId}::bigint, m.id from members m
    where m.institution_id = ${schoolId} and m.status = 1 and m.id <> ${applicantId} and (m.id = ${anyId(cc.staffIds)}
      or exists (select 1 from member_roles mr where mr.institution_id = m.institution_id and mr.member_id = m.id and mr.role_id = ${anyId(cc.roleIds)}))
    on conflict do nothing`);
}

async function start(
  tx: DecisionTx,
  schoolId: number,
  requestId: number,
  applicantId: number,
  v: Version,
  values: FormValues,
): Promise<Pending[]> {
  const reached = await layChain(tx, schoolId, requestId, applicantId, v, values);
  if (reached) return [reachedNotice(requestId, v.processName, reached.approverIds)];
  // every step skipped: nothing to decide, the request is approved as submitted
  return decisionFinish(tx, schoolId, requestId, 'approved');
}

export async function submitRequest(db: TxRunner, schoolId: number, applicantId: number, processId: number, raw: FormValues) {
  return db.transaction(async (tx) => {
    const [v] = await preparedRows<RowOf<typeof STARTING>>(
      tx,
      sql`select ${STARTING_LIST}
      from ${workflowProcesses} p join ${workflowVersions} v on ${ver.schoolId} = ${p.schoolId} and ${ver.id} = ${p.currentVersionId}
      where ${p.schoolId} = ${schoolId} and ${p.id} = ${processId}`,
    );
    if (!v) throw new AppError('common-0405', { field: 'processId' });
    if (!v.enabled) throw new AppError('workflow-0004', { field: 'processId' });
    const values = checkValues(v.form, raw);
    await checkImages(tx, { schoolId, memberId: applicantId }, v.form, values);
    const [{ id }] = await tx
      .insert(workflowRequests)
      .values({
        schoolId,
        processId,
        versionId: v.versionId,
        applicantId,
        status: 'waiting',
        values,
        summary: summaryOf(v.form, values),
      })
      .returning({ id: workflowRequests.id });
    await history(tx, schoolId, id, 'submit', applicantId);
    await copyTo(tx, schoolId, id, applicantId, v.cc);
    return { id, pending: await start(tx, schoolId, id, applicantId, v, values) };
  });
}

/** A returned request comes back with changed values and walks its (same version's) chain again. */
export async function resubmitRequest(db: TxRunner, schoolId: number, memberId: number, id: number, raw: FormValues) {
  return db.transaction(async (tx) => {
    const [req] = await preparedRows<RowOf<typeof RETURNED>>(
      tx,
      sql`select ${RETURNED_LIST}
      from ${workflowRequests} r join ${workflowVersions} v on ${ver.schoolId} = ${r.schoolId} and ${ver.id} = ${r.versionId}
      join ${workflowProcesses} p on ${p.schoolId} = ${r.schoolId} and ${p.id} = ${r.processId}
      where ${r.schoolId} = ${schoolId} and ${r.id} = ${id} for update of r`,
    );
    if (!req || req.applicantId !== memberId) throw new AppError('common-0405');
    if (req.status !== 'returned') throw new AppError('workflow-0105');
    const values = checkValues(req.form, raw);
    await checkImages(tx, { schoolId, memberId }, req.form, values);
    await tx
      .update(workflowRequests)
      .set({ status: 'waiting', values, summary: summaryOf(req.form, values), finishedAt: null, updatedAt: sql`now()` })
      .where(and(eq(workflowRequests.schoolId, schoolId), eq(workflowRequests.id, id)));
    await history(tx, schoolId, id, 'resubmit', memberId);
    return start(tx, schoolId, id, memberId, req, values);
  });
}
