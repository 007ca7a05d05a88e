import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.ts';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import {
  members,
  workflowCopies,
  workflowHistory,
  workflowProcesses,
  workflowRequests,
  workflowStepApprovers,
  workflowSteps,
} from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import { assertAttachable } from '../../platform/files/index.ts';
import { nextStep } from './chain.ts';
import { decisionFinish } from './decision-finish.ts';
import type { DecisionTx, TxRunner } from './process-kinds.ts';
import { outcomeNotice, type Pending, reachedNotice } from './workflow-notices.ts';

const r = alias(workflowRequests, 'r');
const p = alias(workflowProcesses, 'p');
const s = alias(workflowSteps, 's');
const a = alias(workflowStepApprovers, 'a');
const LOCKED = { status: r.status, applicantId: r.applicantId, currentStep: r.currentStep, processName: p.name };
const LOCKED_LIST = selectList(LOCKED);
type Locked = RowOf<typeof LOCKED>;
const PLACE = { stepId: s.id, idx: s.idx, mode: s.mode, name: s.name };
const PLACE_LIST = selectList(PLACE);
const approvers = workflowStepApprovers;
const ownRequest = (schoolId: number, id: number) => and(eq(workflowRequests.schoolId, schoolId), eq(workflowRequests.id, id));
const stepState = (tx: DecisionTx, schoolId: number, stepId: number, state: 'approved' | 'rejected' | 'returned') =>
  tx
    .update(workflowSteps)
    .set({ state })
    .where(and(eq(workflowSteps.schoolId, schoolId), eq(workflowSteps.id, stepId)));

/**
 * Every change of a request starts by locking its row: two decisions on it (two tabs, two
 * approvers of an any-one step) run one after the other, and the second sees the first's result.
 */
async function lock(tx: DecisionTx, schoolId: number, id: number): Promise<Locked> {
  const [row] = await preparedRows<Locked>(
    tx,
    sql`select ${LOCKED_LIST}
    from ${workflowRequests} r join ${workflowProcesses} p on ${p.schoolId} = ${r.schoolId} and ${p.id} = ${r.processId}
    where ${r.schoolId} = ${schoolId} and ${r.id} = ${id} for update of r`,
  );
  if (!row) throw new AppError('common-0405');
  return row;
}

/**
 * The caller's undecided place on the waiting step. A request no longer waiting is over for
 * everyone party to it (409 workflow-0107); a place already used while it waits is a second
 * decision (409 workflow-0102); none at all is 403. The applicant never holds a place on their
 * own request (the chain leaves them out, a transfer to them is refused), and is refused here
 * too should an older request list them.
 */
async function myPlace(tx: DecisionTx, schoolId: number, id: number, memberId: number, req: Locked) {
  const places = await preparedRows<RowOf<typeof PLACE>>(
    tx,
    sql`select ${PLACE_LIST}
    from ${workflowSteps} s join ${workflowStepApprovers} a on ${a.schoolId} = ${s.schoolId} and ${a.stepId} = ${s.id}
    where ${s.schoolId} = ${schoolId} and ${s.requestId} = ${id} and ${s.state} = 'waiting' and ${a.memberId} = ${memberId} and ${a.decision} is null`,
  );
  if (req.status === 'waiting' && places.length && memberId !== req.applicantId) return places[0];
  const ever = await tx
    .select({ memberId: approvers.memberId })
    .from(approvers)
    .where(and(eq(approvers.schoolId, schoolId), eq(approvers.requestId, id), eq(approvers.memberId, memberId)))
    .limit(1);
  if (!ever.length || memberId === req.applicantId) throw new AppError('workflow-0103');
  throw new AppError(req.status === 'waiting' ? 'workflow-0102' : 'workflow-0107');
}

const record = (
  tx: DecisionTx,
  schoolId: number,
  id: number,
  action: string,
  actor: number,
  extra: { step?: string; comment?: string | null; target?: string | null; images?: number[] } = {},
) =>
  tx.insert(workflowHistory).values({
    schoolId,
    requestId: id,
    action,
    actorId: actor,
    stepName: extra.step ?? null,
    comment: extra.comment ?? null,
    targetName: extra.target ?? null,
    imageIds: extra.images ?? [],
  });

export type Verdict = 'approve' | 'reject' | 'return';

export async function decide(
  db: TxRunner,
  schoolId: number,
  memberId: number,
  id: number,
  verdict: Verdict,
  comment: string | null,
): Promise<Pending[]> {
  return db.transaction(async (tx) => {
    const req = await lock(tx, schoolId, id);
    const place = await myPlace(tx, schoolId, id, memberId, req);
    await tx
      .update(approvers)
      .set({ decision: verdict, decidedAt: sql`now()` })
      .where(and(eq(approvers.schoolId, schoolId), eq(approvers.stepId, place.stepId), eq(approvers.memberId, memberId)));
    await record(tx, schoolId, id, verdict, memberId, { step: place.name, comment });
    if (verdict === 'reject') {
      await stepState(tx, schoolId, place.stepId, 'rejected');
      return decisionFinish(tx, schoolId, id, 'rejected');
    }
    if (verdict === 'return') {
      await stepState(tx, schoolId, place.stepId, 'returned');
      await tx
        .update(workflowRequests)
        .set({ status: 'returned', currentStep: null, updatedAt: sql`now()` })
        .where(ownRequest(schoolId, id));
      return [outcomeNotice(id, req.processName, req.applicantId, 'returned')];
    }
    // all-must-approve: the step waits while anyone still has to decide
    const open = await tx
      .select({ memberId: approvers.memberId })
      .from(approvers)
      .where(and(eq(approvers.schoolId, schoolId), eq(approvers.stepId, place.stepId), isNull(approvers.decision)))
      .limit(1);
    if (place.mode === 'all' && open.length) return [];
    await stepState(tx, schoolId, place.stepId, 'approved');
    const reached = await nextStep(tx, schoolId, id, place.idx);
    if (reached) return [reachedNotice(id, req.processName, reached.approverIds)];
    return decisionFinish(tx, schoolId, id, 'approved');
  });
}

/** The applicant takes a request back while nobody has decided on it yet. */
export async function withdraw(db: TxRunner, schoolId: number, memberId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const req = await lock(tx, schoolId, id);
    if (req.applicantId !== memberId) throw new AppError('workflow-0108');
    if (req.status !== 'waiting') throw new AppError('workflow-0107');
    const decided = await tx
      .select({ memberId: approvers.memberId })
      .from(approvers)
      .where(
        and(eq(approvers.schoolId, schoolId), eq(approvers.requestId, id), inArray(approvers.decision, ['approve', 'reject', 'return'])),
      )
      .limit(1);
    if (decided.length) throw new AppError('workflow-0104');
    await tx
      .update(workflowSteps)
      .set({ state: 'skipped' })
      .where(
        and(eq(workflowSteps.schoolId, schoolId), eq(workflowSteps.requestId, id), inArray(workflowSteps.state, ['waiting', 'pending'])),
      );
    await tx
      .update(workflowRequests)
      .set({ status: 'withdrawn', currentStep: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(ownRequest(schoolId, id));
    await record(tx, schoolId, id, 'withdraw', memberId);
  });
}

/** A current approver hands their place to another active staff member of the school. */
export async function transfer(
  db: TxRunner,
  schoolId: number,
  memberId: number,
  id: number,
  to: number,
  comment: string | null,
): Promise<Pending[]> {
  return db.transaction(async (tx) => {
    const req = await lock(tx, schoolId, id);
    const place = await myPlace(tx, schoolId, id, memberId, req);
    const [target] = await tx
      .select({ name: members.realName })
      .from(members)
      .where(and(eq(members.institutionId, schoolId), eq(members.id, to), eq(members.status, 1)));
    if (!target || to === memberId) throw new AppError('workflow-0106', { field: 'toMemberId' });
    // never to the applicant, nor to someone holding or having used a place on the step (a decided
    // approver would get a second decision); one who handed their place on may take it back
    if (to === req.applicantId) throw new AppError('workflow-0112', { field: 'toMemberId' });
    const onStep = (who: number) => and(eq(approvers.schoolId, schoolId), eq(approvers.stepId, place.stepId), eq(approvers.memberId, who));
    const placed = await tx
      .select({ memberId: approvers.memberId })
      .from(approvers)
      .where(and(onStep(to), sql`${approvers.decision} is distinct from 'transfer'`));
    if (placed.length) throw new AppError('workflow-0113', { field: 'toMemberId' });
    await tx.update(approvers).set({ decision: 'transfer', decidedAt: sql`now()` }).where(onStep(memberId));
    await tx
      .insert(approvers)
      .values({ schoolId, stepId: place.stepId, memberId: to, requestId: id })
      .onConflictDoUpdate({ target: [approvers.schoolId, approvers.stepId, approvers.memberId], set: { decision: null, decidedAt: null } });
    await record(tx, schoolId, id, 'transfer', memberId, { step: place.name, comment, target: target.name });
    return [reachedNotice(id, req.processName, [to])];
  });
}

/** Anyone party to the request (applicant, approver, copied) or a process viewer may comment. */
export async function comment(
  db: TxRunner,
  schoolId: number,
  memberId: number,
  id: number,
  text: string,
  images: number[],
  viewer: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const req = await lock(tx, schoolId, id);
    if (!viewer && req.applicantId !== memberId && !(await isParty(tx, schoolId, id, memberId))) throw new AppError('common-0405');
    await assertAttachable(tx, { schoolId, memberId }, images, { kind: 'image', field: 'imageIds' });
    await record(tx, schoolId, id, 'comment', memberId, { comment: text, images });
  });
}

export async function isParty(tx: Pick<Db, 'execute'>, schoolId: number, id: number, memberId: number): Promise<boolean> {
  const on = (t: typeof workflowStepApprovers | typeof workflowCopies | typeof workflowHistory, who: SQL) =>
    sql`exists (select 1 from ${t} where ${t.schoolId} = ${schoolId} and ${t.requestId} = ${id} and ${who} = ${memberId})`;
  const r = await tx.execute(sql`select 1 where ${on(approvers, sql`${approvers.memberId}`)}
    or ${on(workflowCopies, sql`${workflowCopies.memberId}`)} or ${on(workflowHistory, sql`${workflowHistory.actorId}`)}`);
  return r.rows.length > 0;
}
