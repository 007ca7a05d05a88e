import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { withAuditContext } from '../../platform/audit/index.ts';
import { sendPending } from './workflow-notices.ts';

/**
 * Steps waiting past their time limit remind their undecided approvers once: the step is
 * marked reminded in the same statement that picks it, so overlapping scans never repeat it.
 */
export async function remindOverdue(ctx: Pick<AppContext, 'db' | 'sms' | 'wechatTemplates'>): Promise<number> {
  const r = await ctx.db.execute<{ schoolId: number; requestId: number; name: string; processName: string; memberIds: number[] }>(sql`
    with due as (update workflow_steps s set reminded_at = now()
      where s.state = 'waiting' and s.time_limit_hours is not null and s.reminded_at is null
        and s.started_at + make_interval(hours => s.time_limit_hours) < now()
      returning s.school_id, s.id, s.request_id, s.name),
    logged as (insert into workflow_history (school_id, request_id, action, step_name) select school_id, request_id, 'remind', name from due)
    select d.school_id as "schoolId", d.request_id as "requestId", d.name, p.name as "processName",
      array(select a.member_id from workflow_step_approvers a where a.school_id = d.school_id and a.step_id = d.id and a.decision is null) as "memberIds"
    from due d join workflow_requests r on r.school_id = d.school_id and r.id = d.request_id
    join workflow_processes p on p.school_id = r.school_id and p.id = r.process_id`);
  for (const x of r.rows) {
    await sendPending(ctx.db, x.schoolId, [
      {
        memberIds: x.memberIds.map(Number),
        requestId: x.requestId,
        title: { zh: `审批超时提醒：${x.processName}（${x.name}）`, en: `Approval overdue: ${x.processName} (${x.name})` },
      },
    ]);
  }
  return r.rows.length;
}

export const scheduleReminders = (ctx: AppContext) =>
  ctx.jobs.schedule('workflow.reminder-scan', '*/10 * * * *', async () => {
    await withAuditContext({ actorName: 'workflow reminders' }, () => remindOverdue(ctx));
  });
