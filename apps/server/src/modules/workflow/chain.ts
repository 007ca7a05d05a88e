import { WORKFLOW_CODES } from '@kg/shared/modules/workflow/codes';
import type { ApproverKind, ChainStep, FormField, FormValues } from '@kg/shared/modules/workflow/workflow-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { anyId } from '../../core/scope.ts';
import { conditionHolds } from './form-values.ts';
import type { DecisionTx } from './process-kinds.ts';

/**
 * Who a step of this kind names, fixed when the request is submitted (a later staff change does
 * not move a running request): active staff of the school, the applicant included (the caller
 * takes them out).
 */
async function candidatesOf(tx: DecisionTx, schoolId: number, applicantId: number, kind: ApproverKind, ids: number[]): Promise<number[]> {
  const active = sql`m.institution_id = ${schoolId} and m.status = 1`;
  let q: SQL;
  switch (kind) {
    case 'staff':
      q = sql`select m.id from members m where ${active} and m.id = ${anyId(ids)}`;
      break;
    case 'role':
      q = sql`select distinct m.id from members m join member_roles mr on mr.institution_id = m.institution_id and mr.member_id = m.id
        where ${active} and mr.role_id = ${anyId(ids)}`;
      break;
    case 'director':
      q = sql`select distinct m.id from members m where ${active} and (m.is_admin or exists (select 1 from member_roles mr
        join roles ro on ro.institution_id = mr.institution_id and ro.id = mr.role_id
        where mr.institution_id = m.institution_id and mr.member_id = m.id and ro.builtin = 'director'))`;
      break;
    // The school has no head-teacher title: the class teachers (post 2) of the applicant's classes stand for it.
    case 'head-teacher':
      q = sql`select distinct m.id from members m
        join member_class_ranges cr on cr.school_id = m.institution_id and cr.member_id = m.id
        join staff_profiles sp on sp.school_id = m.institution_id and sp.member_id = m.id and sp.post_type = 2
        where ${active} and cr.class_id in
          (select class_id from member_class_ranges where school_id = ${schoolId} and member_id = ${applicantId})`;
      break;
    // The group supervisor: staff of the school whose account also belongs to the school's group (none for an independent school).
    case 'supervisor':
      q = sql`select distinct m.id from members m join institutions i on i.id = m.institution_id
        join members g on g.institution_id = i.group_id and g.account_id = m.account_id and g.status = 1
        where ${active}`;
      break;
  }
  const r = await tx.execute<{ id: number }>(sql`${q} order by 1 limit 50`);
  return r.rows.map((x) => Number(x.id));
}

/** Holders of the process-manage code: the school's workflow administrators, last in line. */
async function processManagers(tx: DecisionTx, schoolId: number): Promise<number[]> {
  const r = await tx.execute<{ id: number }>(sql`select distinct m.id from members m
    join member_roles mr on mr.institution_id = m.institution_id and mr.member_id = m.id
    join role_permissions rp on rp.institution_id = mr.institution_id and rp.role_id = mr.role_id
    where m.institution_id = ${schoolId} and m.status = 1 and rp.code = ${WORKFLOW_CODES.processManage} order by 1 limit 50`);
  return r.rows.map((x) => Number(x.id));
}

/**
 * Where a step goes when the applicant is its only candidate and no later step asks anyone:
 * the director, else the group supervisors, else the school's workflow administrators, the
 * applicant never among them (the designer's approver step says so in its help text).
 */
async function escalation(tx: DecisionTx, schoolId: number, applicantId: number): Promise<number[]> {
  for (const kind of ['director', 'supervisor'] as const) {
    const ids = (await candidatesOf(tx, schoolId, applicantId, kind, [])).filter((x) => x !== applicantId);
    if (ids.length) return ids;
  }
  return (await processManagers(tx, schoolId)).filter((x) => x !== applicantId);
}

/**
 * Each step's approvers, the applicant taken out of every one of them (nobody approves their
 * own request). A step that applies but names nobody else (only the applicant, or a role nobody
 * holds) is skipped when a later step asks someone (the next level decides), otherwise it escalates (see escalation). A request that would then
 * be decided by nobody but its applicant is refused: never approved as submitted.
 */
async function approversOfChain(
  tx: DecisionTx,
  schoolId: number,
  applicantId: number,
  v: { form: FormField[]; chain: ChainStep[] },
  values: FormValues,
): Promise<number[][]> {
  const applies = v.chain.map((s) => !s.condition || conditionHolds(s.condition, v.form, values));
  const out: number[][] = [];
  for (const [i, s] of v.chain.entries()) {
    const ids = applies[i] ? await candidatesOf(tx, schoolId, applicantId, s.approverKind, s.approverIds) : [];
    out.push(ids.filter((x) => x !== applicantId));
  }
  let laterAsks = false;
  for (let i = out.length - 1; i >= 0; i -= 1) {
    // a step that applies but has nobody left to ask (only the applicant, or an empty role) is
    // decided by the next level, else escalated: it is never passed as if approved
    if (applies[i] && out[i].length === 0 && !laterAsks) {
      out[i] = await escalation(tx, schoolId, applicantId);
      if (!out[i].length) throw new AppError('workflow-0111');
    }
    laterAsks ||= out[i].length > 0;
  }
  return out;
}

export interface Reached {
  stepName: string;
  approverIds: number[];
}

/**
 * Lays the chain out for a (re)submitted request: a step whose condition is false, or that
 * finds nobody to ask but the applicant, is skipped now (see approversOfChain), so the chain a request shows is the one it follows.
 * Then the first remaining step waits. Answers the step reached, or null when none remains.
 */
export async function layChain(
  tx: DecisionTx,
  schoolId: number,
  requestId: number,
  applicantId: number,
  v: { form: FormField[]; chain: ChainStep[] },
  values: FormValues,
): Promise<Reached | null> {
  const approvers = await approversOfChain(tx, schoolId, applicantId, v, values);
  await tx.execute(sql`delete from workflow_steps where school_id = ${schoolId} and request_id = ${requestId}`);
  for (const [idx, s] of v.chain.entries()) {
    const ids = approvers[idx];
    const state = ids.length ? 'pending' : 'skipped';
    const step = await tx.execute<{ id: number }>(sql`insert into workflow_steps
        (school_id, request_id, idx, name, approver_kind, mode, state, time_limit_hours)
      values (${schoolId}, ${requestId}, ${idx}, ${s.name}, ${s.approverKind}, ${s.mode}, ${state}, ${s.timeLimitHours}) returning id`);
    if (ids.length)
      await tx.execute(sql`insert into workflow_step_approvers (school_id, step_id, member_id, request_id)
        select ${schoolId}, ${step.rows[0].id}, x, ${requestId} from unnest(${sql.param(ids)}::bigint[]) x`);
  }
  return nextStep(tx, schoolId, requestId, -1);
}

/** Moves the request to its next pending step after `from`; null when the chain is done. */
export async function nextStep(tx: DecisionTx, schoolId: number, requestId: number, from: number): Promise<Reached | null> {
  const r = await tx.execute<{ id: number; idx: number; name: string }>(sql`update workflow_steps set state = 'waiting', started_at = now()
    where school_id = ${schoolId} and id = (select id from workflow_steps where school_id = ${schoolId} and request_id = ${requestId}
      and idx > ${from} and state = 'pending' order by idx limit 1)
    returning id, idx, name`);
  if (!r.rows.length) return null;
  const { id, idx, name } = r.rows[0];
  await tx.execute(
    sql`update workflow_requests set current_step = ${idx}, updated_at = now() where school_id = ${schoolId} and id = ${requestId}`,
  );
  const a = await tx.execute<{ memberId: number }>(
    sql`select member_id as "memberId" from workflow_step_approvers where school_id = ${schoolId} and step_id = ${id}`,
  );
  return { stepName: name, approverIds: a.rows.map((x) => Number(x.memberId)) };
}
