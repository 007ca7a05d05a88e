import { CHINA_ZONE } from '@kg/shared/time/china';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import type { Db } from '../../db/pool.ts';

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

function whose(inbox: Inbox, schoolId: number, me: number): SQL {
  switch (inbox) {
    case 'mine':
      return sql`r.applicant_id = ${me}`;
    case 'todo':
      return sql`r.status = 'waiting' and r.applicant_id <> ${me} and r.id in (select a.request_id from workflow_step_approvers a join workflow_steps s on s.school_id = a.school_id and s.id = a.step_id
        where a.school_id = ${schoolId} and a.member_id = ${me} and a.decision is null and s.state = 'waiting')`;
    case 'done':
      return sql`true`; // the join of decidedBy names them
    case 'cc':
      return sql`r.id in (select c.request_id from workflow_copies c where c.school_id = ${schoolId} and c.member_id = ${me})`;
    case 'all':
      return sql`true`;
  }
}

const DECISIONS = sql.raw(`('approve', 'reject', 'return', 'transfer')`);

/** done: the requests I decided, each with my latest decision's history id, which orders the inbox (latest decision first). */
function source(inbox: Inbox, schoolId: number, me: number): SQL {
  if (inbox !== 'done') return sql`workflow_requests r`;
  return sql`workflow_requests r join (select h.request_id, max(h.id) as decided from workflow_history h
    where h.school_id = ${schoolId} and h.actor_id = ${me} and h.action in ${DECISIONS} group by h.request_id) d on d.request_id = r.id`;
}

/** China days: a date filter means the day as the school sees it. */

/**
 * The page is cut on workflow_requests alone (names are filtered through id subqueries), so
 * only the page's twenty rows are joined to their process, applicant and step.
 */
export function listInbox(db: Db, schoolId: number, me: number, inbox: Inbox, q: InboxQuery) {
  const where = sql`r.school_id = ${schoolId} and ${whose(inbox, schoolId, me)}
    ${q.processName ? sql`and r.process_id in (select id from workflow_processes where school_id = ${schoolId} and name ilike ${containsPattern(q.processName)})` : sql``}
    ${q.applicant ? sql`and r.applicant_id in (select id from members where institution_id = ${schoolId} and real_name ilike ${containsPattern(q.applicant)})` : sql``}
    ${q.status ? sql`and r.status = ${q.status}` : sql``}
    ${q.startDate ? sql`and r.submitted_at >= (${q.startDate}::date)::timestamp at time zone ${CHINA_ZONE}` : sql``}
    ${q.endDate ? sql`and r.submitted_at < (${q.endDate}::date + 1)::timestamp at time zone ${CHINA_ZONE}` : sql``}`;
  const myAction =
    inbox === 'done'
      ? sql`(select h.action from workflow_history h where h.school_id = r.school_id and h.request_id = r.id and h.actor_id = ${me}
          and h.action in ${DECISIONS} order by h.id desc limit 1)`
      : sql`null`;
  // waiting for me: oldest first (who has waited longest); done by me: latest decision first; elsewhere newest first
  const order = inbox === 'todo' ? sql`r.submitted_at, r.id` : inbox === 'done' ? sql`r.decided desc` : sql`r.submitted_at desc, r.id desc`;
  const from = source(inbox, schoolId, me);
  return pagedQuery<never>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: (
      cut,
    ) => sql`with pg as (select r.*, ${inbox === 'done' ? sql`d.decided` : sql`null::bigint`} as decided, count(*) over () as total
      from ${from} where ${where} order by ${inbox === 'done' ? sql`d.decided desc` : order} ${cut})
      select r.id, r.process_id as "processId", p.name as "processName", p.kind, r.applicant_id as "applicantId",
        m.real_name as "applicantName", r.status, r.summary, r.submitted_at as "submittedAt", r.finished_at as "finishedAt",
        (select s.name from workflow_steps s where s.school_id = r.school_id and s.request_id = r.id and s.idx = r.current_step) as "stepName",
        ${myAction} as "myAction", r.total
      from pg r join workflow_processes p on p.school_id = r.school_id and p.id = r.process_id
      join members m on m.institution_id = r.school_id and m.id = r.applicant_id
      order by ${order}`,
  });
}

export async function inboxCounts(db: Db, schoolId: number, me: number) {
  const r = await db.execute<{ todo: number; mineWaiting: number; mineReturned: number; cc: number }>(sql`select
    (select count(distinct a.request_id)::int from workflow_step_approvers a join workflow_steps s on s.school_id = a.school_id and s.id = a.step_id
      join workflow_requests r on r.school_id = a.school_id and r.id = a.request_id
      where a.school_id = ${schoolId} and a.member_id = ${me} and a.decision is null and s.state = 'waiting' and r.applicant_id <> ${me}) as todo,
    (select count(*)::int from workflow_requests where school_id = ${schoolId} and applicant_id = ${me} and status = 'waiting') as "mineWaiting",
    (select count(*)::int from workflow_requests where school_id = ${schoolId} and applicant_id = ${me} and status = 'returned') as "mineReturned",
    (select count(*)::int from workflow_copies where school_id = ${schoolId} and member_id = ${me}) as cc`);
  return r.rows[0];
}

export async function staffOptions(db: Db, schoolId: number, name?: string) {
  const r = await db.execute<{ id: number; name: string }>(sql`select id, real_name as name from members
    where institution_id = ${schoolId} and status = 1 ${name ? sql`and real_name ilike ${containsPattern(name)}` : sql``}
    order by real_name, id limit 50`);
  return r.rows;
}
