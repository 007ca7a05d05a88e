import { WORKFLOW_CODES } from '@kg/shared/modules/workflow/codes';
import type { ApproverKind, ChainStep, FormField, FormValues } from '@kg/shared/modules/workflow/workflow-schemas';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.ts';
import { preparedRows } from '../../core/prepared.ts';
import { anyId } from '../../core/scope.ts';
import {
  institutions,
  memberClassRanges,
  memberRoles,
  members,
  rolePermissions,
  roles,
  staffProfiles,
  workflowRequests,
  workflowStepApprovers,
  workflowSteps,
} from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import { conditionHolds } from './form-values.ts';
import type { DecisionTx } from './process-kinds.ts';

const m = alias(members, 'm');
const g = alias(members, 'g');
const mr = alias(memberRoles, 'mr');
const ro = alias(roles, 'ro');
const rp = alias(rolePermissions, 'rp');
const cr = alias(memberClassRanges, 'cr');
const sp = alias(staffProfiles, 'sp');
const school = alias(institutions, 'i');
const MEMBER = { id: m.id };
const MEMBER_LIST = selectList(MEMBER);
/** Member ids a query over members `m` finds, in order, at most 50. */
const memberIds = async (tx: DecisionTx, q: SQL) =>
  (await preparedRows<RowOf<typeof MEMBER>>(tx, sql`select distinct ${MEMBER_LIST} ${q} order by 1 limit 50`)).map((x) => x.id);

/**
 * Who a step of this kind names, fixed when the request is submitted (a later staff change does
 * not move a running request): active staff of the school, the applicant included (the caller
 * takes them out).
 */
async function candidatesOf(tx: DecisionTx, schoolId: number, applicantId: number, kind: ApproverKind, ids: number[]): Promise<number[]> {
  const active = sql`${m.institutionId} = ${schoolId} and ${m.status} = 1`;
  let q: SQL;
  switch (kind) {
    case 'staff':
      q = sql`from ${members} m where ${active} and ${m.id} = ${anyId(ids)}`;
      break;
    case 'role':
      q = sql`from ${members} m join ${memberRoles} mr on ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id}
        where ${active} and ${mr.roleId} = ${anyId(ids)}`;
      break;
    case 'director':
      q = sql`from ${members} m where ${active} and (${m.isAdmin} or exists (select 1 from ${memberRoles} mr
        join ${roles} ro on ${ro.institutionId} = ${mr.institutionId} and ${ro.id} = ${mr.roleId}
        where ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id} and ${ro.builtin} = 'director'))`;
      break;
    // The school has no head-teacher title: the class teachers (post 2) of the applicant's classes stand for it.
    case 'head-teacher':
      q = sql`from ${members} m
        join ${memberClassRanges} cr on ${cr.schoolId} = ${m.institutionId} and ${cr.memberId} = ${m.id}
        join ${staffProfiles} sp on ${sp.schoolId} = ${m.institutionId} and ${sp.memberId} = ${m.id} and ${sp.postType} = 2
        where ${active} and ${cr.classId} in
          (select ${memberClassRanges.classId} from ${memberClassRanges}
            where ${memberClassRanges.schoolId} = ${schoolId} and ${memberClassRanges.memberId} = ${applicantId})`;
      break;
    // The group supervisor: staff of the school whose account also belongs to the school's group (none for an independent school).
    case 'supervisor':
      q = sql`from ${members} m join ${institutions} i on ${school.id} = ${m.institutionId}
        join ${members} g on ${g.institutionId} = ${school.groupId} and ${g.accountId} = ${m.accountId} and ${g.status} = 1
        where ${active}`;
      break;
  }
  return memberIds(tx, q);
}

/** Holders of the process-manage code: the school's workflow administrators, last in line. */
function processManagers(tx: DecisionTx, schoolId: number): Promise<number[]> {
  return memberIds(
    tx,
    sql`from ${members} m
    join ${memberRoles} mr on ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id}
    join ${rolePermissions} rp on ${rp.institutionId} = ${mr.institutionId} and ${rp.roleId} = ${mr.roleId}
    where ${m.institutionId} = ${schoolId} and ${m.status} = 1 and ${rp.code} = ${WORKFLOW_CODES.processManage}`,
  );
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
  await tx.delete(workflowSteps).where(and(eq(workflowSteps.schoolId, schoolId), eq(workflowSteps.requestId, requestId)));
  for (const [idx, s] of v.chain.entries()) {
    const ids = approvers[idx];
    const state = ids.length ? 'pending' : 'skipped';
    const [step] = await tx
      .insert(workflowSteps)
      .values({
        schoolId,
        requestId,
        idx,
        name: s.name,
        approverKind: s.approverKind,
        mode: s.mode,
        state,
        timeLimitHours: s.timeLimitHours,
      })
      .returning({ id: workflowSteps.id });
    if (ids.length)
      await tx.insert(workflowStepApprovers).values(ids.map((memberId) => ({ schoolId, stepId: step.id, memberId, requestId })));
  }
  return nextStep(tx, schoolId, requestId, -1);
}

/** Moves the request to its next pending step after `from`; null when the chain is done. */
export async function nextStep(tx: DecisionTx, schoolId: number, requestId: number, from: number): Promise<Reached | null> {
  const t = workflowSteps;
  const next = tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.requestId, requestId), gt(t.idx, from), eq(t.state, 'pending')))
    .orderBy(asc(t.idx))
    .limit(1);
  const [step] = await tx
    .update(t)
    .set({ state: 'waiting', startedAt: sql`now()` })
    .where(and(eq(t.schoolId, schoolId), eq(t.id, next)))
    .returning({ id: t.id, idx: t.idx, name: t.name });
  if (!step) return null;
  await tx
    .update(workflowRequests)
    .set({ currentStep: step.idx, updatedAt: sql`now()` })
    .where(and(eq(workflowRequests.schoolId, schoolId), eq(workflowRequests.id, requestId)));
  const a = workflowStepApprovers;
  const approvers = await tx
    .select({ memberId: a.memberId })
    .from(a)
    .where(and(eq(a.schoolId, schoolId), eq(a.stepId, step.id)));
  return { stepName: step.name, approverIds: approvers.map((x) => x.memberId) };
}
