import type { ImageRecord } from '@kg/shared/contract/outputs';
import type { requestDetail as detailShape } from '@kg/shared/modules/workflow/instances';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
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
  workflowVersions,
} from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import { isParty } from './decision-data.ts';

type Detail = z.input<typeof detailShape>;
type Step = Detail['steps'][number];

const r = alias(workflowRequests, 'r');
const p = alias(workflowProcesses, 'p');
const v = alias(workflowVersions, 'v');
const m = alias(members, 'm');
const s = alias(workflowSteps, 's');
const a = alias(workflowStepApprovers, 'a');
const am = alias(members, 'am');
const h = alias(workflowHistory, 'h');

const HEAD = {
  id: r.id,
  processId: r.processId,
  processName: p.name,
  kind: p.kind,
  applicantId: r.applicantId,
  applicantName: m.realName,
  status: sql<Detail['status']>`${r.status}`,
  summary: r.summary,
  submittedAt: r.submittedAt,
  finishedAt: r.finishedAt,
  versionId: r.versionId,
  version: v.version,
  // the version's form and the values as the request stored them
  form: sql<Detail['form']>`${v.form}`,
  values: sql<Detail['values']>`${r.values}`,
  stepName: sql<
    string | null
  >`(select ${s.name} from ${workflowSteps} s where ${s.schoolId} = ${r.schoolId} and ${s.requestId} = ${r.id} and ${s.idx} = ${r.currentStep})`,
};
const HEAD_LIST = selectList(HEAD);

const STEP = {
  id: s.id,
  index: s.idx,
  name: s.name,
  approverKind: sql<Step['approverKind']>`${s.approverKind}`,
  mode: sql<Step['mode']>`${s.mode}`,
  state: sql<Step['state']>`${s.state}`,
  timeLimitHours: s.timeLimitHours,
  startedAt: s.startedAt,
  approvers: sql<Step['approvers']>`coalesce((select json_agg(json_build_object('memberId', ${a.memberId}, 'name', ${am.realName},
      'decision', ${a.decision}, 'decidedAt', ${a.decidedAt}) order by ${a.decidedAt} nulls last, ${a.memberId})
    from ${workflowStepApprovers} a join ${members} am on ${am.institutionId} = ${a.schoolId} and ${am.id} = ${a.memberId}
    where ${a.schoolId} = ${s.schoolId} and ${a.stepId} = ${s.id}), '[]')`,
};
const STEP_LIST = selectList(STEP);

const HISTORY = {
  id: h.id,
  action: sql<Detail['history'][number]['action']>`${h.action}`,
  actorId: h.actorId,
  actorName: sql<string>`coalesce(${am.realName}, '')`,
  at: h.at,
  comment: h.comment,
  // a bigint array is not decoded: its ids come as strings
  imageIds: sql<(number | string)[] | null>`${h.imageIds}`,
  targetName: h.targetName,
  stepName: h.stepName,
};
const HISTORY_LIST = selectList(HISTORY);

/**
 * One request for its parties (applicant, approvers, copied people) and process viewers; to
 * anyone else it does not exist (404), so ids cannot be probed.
 */
export async function requestDetail(
  db: Db,
  schoolId: number,
  me: number,
  id: number,
  viewer: boolean,
  sign: (fileId: number) => ImageRecord,
) {
  const [row] = await preparedRows<RowOf<typeof HEAD>>(
    db,
    sql`select ${HEAD_LIST}
    from ${workflowRequests} r join ${workflowProcesses} p on ${p.schoolId} = ${r.schoolId} and ${p.id} = ${r.processId}
    join ${workflowVersions} v on ${v.schoolId} = ${r.schoolId} and ${v.id} = ${r.versionId}
    join ${members} m on ${m.institutionId} = ${r.schoolId} and ${m.id} = ${r.applicantId}
    where ${r.schoolId} = ${schoolId} and ${r.id} = ${id}`,
  );
  const mine = row && row.applicantId === me;
  if (!row || !(mine || viewer || (await isParty(db, schoolId, id, me)))) throw new AppError('common-0405');
  const [steps, history, cc] = await Promise.all([
    preparedRows<RowOf<typeof STEP>>(
      db,
      sql`select ${STEP_LIST} from ${workflowSteps} s where ${s.schoolId} = ${schoolId} and ${s.requestId} = ${id} order by ${s.idx}`,
    ),
    preparedRows<RowOf<typeof HISTORY>>(
      db,
      sql`select ${HISTORY_LIST} from ${workflowHistory} h left join ${members} am on ${am.institutionId} = ${h.schoolId} and ${am.id} = ${h.actorId}
    where ${h.schoolId} = ${schoolId} and ${h.requestId} = ${id} order by ${h.id}`,
    ),
    db
      .select({ id: m.id, name: m.realName })
      .from(workflowCopies)
      .innerJoin(m, and(eq(m.institutionId, workflowCopies.schoolId), eq(m.id, workflowCopies.memberId)))
      .where(and(eq(workflowCopies.schoolId, schoolId), eq(workflowCopies.requestId, id)))
      .orderBy(asc(m.id)),
  ]);
  const waiting = row.status === 'waiting';
  // nobody decides their own request, whatever an older request's chain lists
  const myTurn =
    waiting &&
    !mine &&
    steps.some((step) => step.state === 'waiting' && step.approvers.some((x) => Number(x.memberId) === me && x.decision === null));
  const anyDecision = steps.some((step) =>
    step.approvers.some((x) => x.decision === 'approve' || x.decision === 'reject' || x.decision === 'return'),
  );
  const entries = history.map((e) => ({ ...e, imageIds: (e.imageIds ?? []).map(Number) }));
  const pictures = new Set(entries.flatMap((h) => h.imageIds));
  for (const f of row.form) {
    const value = row.values[f.key];
    if (f.type === 'image' && value) pictures.add(Number(value));
    if (f.type === 'multi-image' && Array.isArray(value)) for (const x of value) pictures.add(Number(x));
  }
  return {
    ...row,
    steps,
    history: entries,
    cc,
    images: [...pictures].map(sign),
    can: {
      approve: myTurn,
      reject: myTurn,
      return: myTurn,
      transfer: myTurn,
      withdraw: mine && waiting && !anyDecision,
      resubmit: mine && row.status === 'returned',
      comment: true,
    },
  };
}
