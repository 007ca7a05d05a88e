import { sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/pool.ts';
import { assertAttachable } from '../../platform/files/index.ts';
import { nextStep } from './chain.ts';
import { decisionFinish } from './decision-finish.ts';
import type { DecisionTx, TxRunner } from './process-kinds.ts';
import { outcomeNotice, type Pending, reachedNotice } from './workflow-notices.ts';

type Locked = {
  status: string;
  applicantId: number;
  currentStep: number | null;
  processName: string;
};

/**
 * Every change of a request starts by locking its row: two decisions on it (two tabs, two
 * approvers of an any-one step) run one after the other, and the second sees the first's result.
 */
async function lock(tx: DecisionTx, schoolId: number, id: number): Promise<Locked> {
  const r =
    await tx.execute<Locked>(sql`select r.status, r.applicant_id as "applicantId", r.current_step as "currentStep", p.name as "processName"
    from workflow_requests r join workflow_processes p on p.school_id = r.school_id and p.id = r.process_id
    where r.school_id = ${schoolId} and r.id = ${id} for update of r`);
  if (!r.rows.length) throw new AppError('common-0405');
  const row = r.rows[0];
  return { ...row, applicantId: Number(row.applicantId) };
}

/**
 * The caller's undecided place on the waiting step. A request no longer waiting is over for
 * everyone party to it (409 workflow-0107); a place already used while it waits is a second
 * decision (409 workflow-0102); none at all is 403. The applicant never holds a place on their
 * own request (the chain leaves them out, a transfer to them is refused), and is refused here
 * too should an older request list them.
 */
async function myPlace(tx: DecisionTx, schoolId: number, id: number, memberId: number, req: Locked) {
  const r = await tx.execute<{ stepId: number; idx: number; mode: string; name: string }>(sql`select s.id as "stepId", s.idx, s.mode, s.name
    from workflow_steps s join workflow_step_approvers a on a.school_id = s.school_id and a.step_id = s.id
    where s.school_id = ${schoolId} and s.request_id = ${id} and s.state = 'waiting' and a.member_id = ${memberId} and a.decision is null`);
  if (req.status === 'waiting' && r.rows.length && memberId !== req.applicantId) return r.rows[0];
  const ever = await tx.execute(
    sql`select 1 from workflow_step_approvers where school_id = ${schoolId} and request_id = ${id} and member_id = ${memberId} limit 1`,
  );
  if (!ever.rows.length || memberId === req.applicantId) throw new AppError('workflow-0103');
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
  tx.execute(sql`insert into workflow_history (school_id, request_id, action, actor_id, step_name, comment, target_name, image_ids)
    values (${schoolId}, ${id}, ${action}, ${actor}, ${extra.step ?? null}, ${extra.comment ?? null}, ${extra.target ?? null}, ${sql.param(extra.images ?? [])}::bigint[])`);

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
    await tx.execute(sql`update workflow_step_approvers set decision = ${verdict}, decided_at = now()
      where school_id = ${schoolId} and step_id = ${place.stepId} and member_id = ${memberId}`);
    await record(tx, schoolId, id, verdict, memberId, { step: place.name, comment });
    if (verdict === 'reject') {
      await tx.execute(sql`update workflow_steps set state = 'rejected' where school_id = ${schoolId} and id = ${place.stepId}`);
      return decisionFinish(tx, schoolId, id, 'rejected');
    }
    if (verdict === 'return') {
      await tx.execute(sql`update workflow_steps set state = 'returned' where school_id = ${schoolId} and id = ${place.stepId}`);
      await tx.execute(
        sql`update workflow_requests set status = 'returned', current_step = null, updated_at = now() where school_id = ${schoolId} and id = ${id}`,
      );
      return [outcomeNotice(id, req.processName, req.applicantId, 'returned')];
    }
    // all-must-approve: the step waits while anyone still has to decide
    const open = await tx.execute(
      sql`select 1 from workflow_step_approvers where school_id = ${schoolId} and step_id = ${place.stepId} and decision is null limit 1`,
    );
    if (place.mode === 'all' && open.rows.length) return [];
    await tx.execute(sql`update workflow_steps set state = 'approved' where school_id = ${schoolId} and id = ${place.stepId}`);
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
    const decided = await tx.execute(sql`select 1 from workflow_step_approvers where school_id = ${schoolId} and request_id = ${id}
      and decision in ('approve', 'reject', 'return') limit 1`);
    if (decided.rows.length) throw new AppError('workflow-0104');
    await tx.execute(
      sql`update workflow_steps set state = 'skipped' where school_id = ${schoolId} and request_id = ${id} and state in ('waiting', 'pending')`,
    );
    await tx.execute(sql`update workflow_requests set status = 'withdrawn', current_step = null, finished_at = now(), updated_at = now()
      where school_id = ${schoolId} and id = ${id}`);
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
    const target = await tx.execute<{ name: string }>(
      sql`select real_name as name from members where institution_id = ${schoolId} and id = ${to} and status = 1`,
    );
    if (!target.rows.length || to === memberId) throw new AppError('workflow-0106', { field: 'toMemberId' });
    // never to the applicant, nor to someone holding or having used a place on the step (a decided
    // approver would get a second decision); one who handed their place on may take it back
    if (to === req.applicantId) throw new AppError('workflow-0112', { field: 'toMemberId' });
    const placed = await tx.execute(sql`select 1 from workflow_step_approvers where school_id = ${schoolId} and step_id = ${place.stepId}
      and member_id = ${to} and decision is distinct from 'transfer'`);
    if (placed.rows.length) throw new AppError('workflow-0113', { field: 'toMemberId' });
    await tx.execute(sql`update workflow_step_approvers set decision = 'transfer', decided_at = now()
      where school_id = ${schoolId} and step_id = ${place.stepId} and member_id = ${memberId}`);
    await tx.execute(sql`insert into workflow_step_approvers (school_id, step_id, member_id, request_id) values (${schoolId}, ${place.stepId}, ${to}, ${id})
      on conflict (school_id, step_id, member_id) do update set decision = null, decided_at = null`);
    await record(tx, schoolId, id, 'transfer', memberId, { step: place.name, comment, target: target.rows[0].name });
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
  const r =
    await tx.execute(sql`select 1 where exists (select 1 from workflow_step_approvers where school_id = ${schoolId} and request_id = ${id} and member_id = ${memberId})
    or exists (select 1 from workflow_copies where school_id = ${schoolId} and request_id = ${id} and member_id = ${memberId})
    or exists (select 1 from workflow_history where school_id = ${schoolId} and request_id = ${id} and actor_id = ${memberId})`);
  return r.rows.length > 0;
}
