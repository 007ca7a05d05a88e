import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../core/context.ts';
import { preparedRows } from '../../core/prepared.ts';
import { workflowHistory, workflowProcesses, workflowRequests, workflowStepApprovers, workflowSteps } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import { withAuditContext } from '../../platform/audit/index.ts';
import { sendPending } from './workflow-notices.ts';

const s = alias(workflowSteps, 's');
const req = alias(workflowRequests, 'r');
const p = alias(workflowProcesses, 'p');
const a = alias(workflowStepApprovers, 'a');
// the CTE due holds the picked steps' school_id, id, request_id and name, as the update returned them
const DUE = {
  schoolId: sql<number>`d.school_id`,
  requestId: sql<number>`d.request_id`,
  name: sql<string>`d.name`,
  processName: p.name,
  // a bigint array is not decoded: its ids come as strings
  memberIds: sql<(number | string)[]>`array(select ${a.memberId} from ${workflowStepApprovers} a
    where ${a.schoolId} = d.school_id and ${a.stepId} = d.id and ${a.decision} is null)`,
};
const DUE_LIST = selectList(DUE);

/**
 * Steps waiting past their time limit remind their undecided approvers once: the step is
 * marked reminded in the same statement that picks it, so overlapping scans never repeat it.
 */
export async function remindOverdue(ctx: Pick<AppContext, 'db' | 'sms' | 'wechatTemplates'>): Promise<number> {
  const r = await preparedRows<RowOf<typeof DUE>>(
    ctx.db,
    sql`
    with due as (update ${workflowSteps} s set reminded_at = now()
      where ${s.state} = 'waiting' and ${s.timeLimitHours} is not null and ${s.remindedAt} is null
        and ${s.startedAt} + make_interval(hours => ${s.timeLimitHours}) < now()
      returning ${s.schoolId}, ${s.id}, ${s.requestId}, ${s.name}),
    logged as (insert into ${workflowHistory} (school_id, request_id, action, step_name) select school_id, request_id, 'remind', name from due)
    select ${DUE_LIST}
    from due d join ${workflowRequests} r on ${req.schoolId} = d.school_id and ${req.id} = d.request_id
    join ${workflowProcesses} p on ${p.schoolId} = ${req.schoolId} and ${p.id} = ${req.processId}`,
  );
  for (const x of r) {
    await sendPending(ctx.db, x.schoolId, [
      {
        memberIds: x.memberIds.map(Number),
        requestId: x.requestId,
        title: { zh: `审批超时提醒：${x.processName}（${x.name}）`, en: `Approval overdue: ${x.processName} (${x.name})` },
      },
    ]);
  }
  return r.length;
}

export const scheduleReminders = (ctx: AppContext) =>
  ctx.jobs.schedule('workflow.reminder-scan', '*/10 * * * *', async () => {
    await withAuditContext({ actorName: 'workflow reminders' }, () => remindOverdue(ctx));
  });
