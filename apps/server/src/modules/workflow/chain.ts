import type { ChainStep, FormField, FormValues } from '@kg/shared/modules/workflow/workflow-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { anyId } from '../../core/scope.ts';
import { conditionHolds } from './form-values.ts';
import type { DecisionTx } from './process-kinds.ts';

/**
 * The approvers of a step, fixed when the request is submitted (a later staff change does not
 * move a running request): always active staff of the school, never the applicant alone.
 */
async function approversOf(tx: DecisionTx, schoolId: number, applicantId: number, s: ChainStep): Promise<number[]> {
  const active = sql`m.institution_id = ${schoolId} and m.status = 1`;
  let q: SQL;
  switch (s.approverKind) {
    case 'staff':
      q = sql`select m.id from members m where ${active} and m.id = ${anyId(s.approverIds)}`;
      break;
    case 'role':
      q = sql`select distinct m.id from members m join member_roles mr on mr.institution_id = m.institution_id and mr.member_id = m.id
        where ${active} and mr.role_id = ${anyId(s.approverIds)}`;
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
        where ${active} and m.id <> ${applicantId} and cr.class_id in
          (select class_id from member_class_ranges where school_id = ${schoolId} and member_id = ${applicantId})`;
      break;
    // The group supervisor: staff of the school whose account also belongs to the school's group (none for an independent school).
    case 'supervisor':
      q = sql`select distinct m.id from members m join institutions i on i.id = m.institution_id
        join members g on g.institution_id = i.group_id and g.account_id = m.account_id and g.status = 1
        where ${active} and m.id <> ${applicantId}`;
      break;
  }
  const r = await tx.execute<{ id: number }>(sql`${q} order by 1 limit 50`);
  return r.rows.map((x) => Number(x.id));
}

export interface Reached {
  stepName: string;
  approverIds: number[];
}

/**
 * Lays the chain out for a (re)submitted request: a step whose condition is false, or that
 * finds nobody to ask, is skipped now, so the chain a request shows is the one it follows.
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
  await tx.execute(sql`delete from workflow_steps where school_id = ${schoolId} and request_id = ${requestId}`);
  for (const [idx, s] of v.chain.entries()) {
    const applies = !s.condition || conditionHolds(s.condition, v.form, values);
    const ids = applies ? await approversOf(tx, schoolId, applicantId, s) : [];
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
