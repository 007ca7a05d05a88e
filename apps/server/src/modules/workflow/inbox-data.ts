import type { requestRow } from '@kg/shared/modules/workflow/instances';
import { CHINA_ZONE } from '@kg/shared/time/china';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsPattern, pagedQuery } from '../../core/list.ts';
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

/** The four inboxes and the school's whole list: one row shape, one filter, each its own "whose" and order. */
export interface InboxQuery {
  pageNum: number;
  pageSize: number;
  processName?: string;
  applicant?: string;
  status?: string;
  startDate: string | null;
  endDate: string | null;
}
export type Inbox = 'mine' | 'todo' | 'done' | 'cc' | 'all';
type Row = z.input<typeof requestRow>;

const r = alias(workflowRequests, 'r');
const p = alias(workflowProcesses, 'p');
const m = alias(members, 'm');
const s = alias(workflowSteps, 's');
const a = alias(workflowStepApprovers, 'a');
const h = alias(workflowHistory, 'h');
const c = alias(workflowCopies, 'c');

/** Requests waiting at a step where `me` has not decided yet. */
const waitingFor = (schoolId: number, me: number) => sql`select ${a.requestId} from ${workflowStepApprovers} a
  join ${workflowSteps} s on ${s.schoolId} = ${a.schoolId} and ${s.id} = ${a.stepId}
  where ${a.schoolId} = ${schoolId} and ${a.memberId} = ${me} and ${a.decision} is null and ${s.state} = 'waiting'`;

function whose(inbox: Inbox, schoolId: number, me: number): SQL {
  switch (inbox) {
    case 'mine':
      return sql`${r.applicantId} = ${me}`;
    case 'todo':
      return sql`${r.status} = 'waiting' and ${r.applicantId} <> ${me} and ${r.id} in (${waitingFor(schoolId, me)})`;
    case 'done':
      return sql`true`; // the join of decidedBy names them
    case 'cc':
      return sql`${r.id} in (select ${c.requestId} from ${workflowCopies} c where ${c.schoolId} = ${schoolId} and ${c.memberId} = ${me})`;
    case 'all':
      return sql`true`;
  }
}

const DECISIONS = sql.raw(`('approve', 'reject', 'return', 'transfer')`);

/** done: the requests I decided, each with my latest decision's history id, which orders the inbox (latest decision first). */
function source(inbox: Inbox, schoolId: number, me: number): SQL {
  if (inbox !== 'done') return sql`${workflowRequests} r`;
  return sql`${workflowRequests} r join (select ${h.requestId} as request_id, max(${h.id}) as decided from ${workflowHistory} h
    where ${h.schoolId} = ${schoolId} and ${h.actorId} = ${me} and ${h.action} in ${DECISIONS} group by ${h.requestId}) d on d.request_id = ${r.id}`;
}

const ROW = {
  id: r.id,
  processId: r.processId,
  processName: p.name,
  kind: p.kind,
  applicantId: r.applicantId,
  applicantName: m.realName,
  status: sql<Row['status']>`${r.status}`,
  summary: r.summary,
  submittedAt: r.submittedAt,
  finishedAt: r.finishedAt,
  stepName: sql<
    string | null
  >`(select ${s.name} from ${workflowSteps} s where ${s.schoolId} = ${r.schoolId} and ${s.requestId} = ${r.id} and ${s.idx} = ${r.currentStep})`,
};

/** China days: a date filter means the day as the school sees it. */

/**
 * The page is cut on workflow_requests alone (names are filtered through id subqueries), so
 * only the page's twenty rows are joined to their process, applicant and step.
 */
export function listInbox(db: Db, schoolId: number, me: number, inbox: Inbox, q: InboxQuery) {
  const where = sql`${r.schoolId} = ${schoolId} and ${whose(inbox, schoolId, me)}
    ${q.processName ? sql`and ${r.processId} in (select ${p.id} from ${workflowProcesses} p where ${p.schoolId} = ${schoolId} and ${p.name} ilike ${containsPattern(q.processName)})` : sql``}
    ${q.applicant ? sql`and ${r.applicantId} in (select ${m.id} from ${members} m where ${m.institutionId} = ${schoolId} and ${m.realName} ilike ${containsPattern(q.applicant)})` : sql``}
    ${q.status ? sql`and ${r.status} = ${q.status}` : sql``}
    ${q.startDate ? sql`and ${r.submittedAt} >= (${q.startDate}::date)::timestamp at time zone ${CHINA_ZONE}` : sql``}
    ${q.endDate ? sql`and ${r.submittedAt} < (${q.endDate}::date + 1)::timestamp at time zone ${CHINA_ZONE}` : sql``}`;
  const myAction =
    inbox === 'done'
      ? sql<Row['myAction']>`(select ${h.action} from ${workflowHistory} h where ${h.schoolId} = ${r.schoolId} and ${h.requestId} = ${r.id}
          and ${h.actorId} = ${me} and ${h.action} in ${DECISIONS} order by ${h.id} desc limit 1)`
      : sql<Row['myAction']>`null`;
  // waiting for me: oldest first (who has waited longest); done by me: latest decision first; elsewhere newest first
  const order =
    inbox === 'todo' ? sql`${r.submittedAt}, ${r.id}` : inbox === 'done' ? sql`r.decided desc` : sql`${r.submittedAt} desc, ${r.id} desc`;
  const from = source(inbox, schoolId, me);
  const fields = { ...ROW, myAction };
  return pagedQuery<RowOf<typeof fields>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: (
      cut,
    ) => sql`with pg as (select r.*, ${inbox === 'done' ? sql`d.decided` : sql`null::bigint`} as decided, count(*) over () as total
      from ${from} where ${where} order by ${inbox === 'done' ? sql`d.decided desc` : order} ${cut})
      select ${selectList(fields)}, r.total
      from pg r join ${workflowProcesses} p on ${p.schoolId} = ${r.schoolId} and ${p.id} = ${r.processId}
      join ${members} m on ${m.institutionId} = ${r.schoolId} and ${m.id} = ${r.applicantId}
      order by ${order}`,
  });
}

const mineIn = (schoolId: number, me: number, status: 'waiting' | 'returned') =>
  sql<number>`(select count(*)::int from ${workflowRequests} r where ${r.schoolId} = ${schoolId} and ${r.applicantId} = ${me} and ${r.status} = ${status})`;
const counts = (schoolId: number, me: number) => ({
  todo: sql<number>`(select count(distinct ${a.requestId})::int from ${workflowStepApprovers} a
    join ${workflowSteps} s on ${s.schoolId} = ${a.schoolId} and ${s.id} = ${a.stepId}
    join ${workflowRequests} r on ${r.schoolId} = ${a.schoolId} and ${r.id} = ${a.requestId}
    where ${a.schoolId} = ${schoolId} and ${a.memberId} = ${me} and ${a.decision} is null and ${s.state} = 'waiting' and ${r.applicantId} <> ${me})`,
  mineWaiting: mineIn(schoolId, me, 'waiting'),
  mineReturned: mineIn(schoolId, me, 'returned'),
  cc: sql<number>`(select count(*)::int from ${workflowCopies} c where ${c.schoolId} = ${schoolId} and ${c.memberId} = ${me})`,
});

export async function inboxCounts(db: Db, schoolId: number, me: number) {
  const [row] = await preparedRows<RowOf<ReturnType<typeof counts>>>(db, sql`select ${selectList(counts(schoolId, me))}`);
  return row;
}

export function staffOptions(db: Db, schoolId: number, name?: string) {
  const t = members;
  return db
    .select({ id: t.id, name: t.realName })
    .from(t)
    .where(and(eq(t.institutionId, schoolId), eq(t.status, 1), name ? sql`${t.realName} ilike ${containsPattern(name)}` : undefined))
    .orderBy(asc(t.realName), asc(t.id))
    .limit(50);
}
