import { CHINA_ZONE } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { withAuditContext } from '../../../platform/audit/index.ts';
import { notify } from '../../../platform/notices/index.ts';

/** How late a reminder may still go (a scan every 5 minutes; a server down for longer skips stale ones). */
const GRACE_MINUTES = 30;

/**
 * Sends the reminders of ongoing care records whose time (China time) came within the last
 * GRACE_MINUTES of `now` on a day of the care period. Each record, day and time is claimed in
 * care_reminders_sent by the same statement that picks it, so overlapping scans never repeat one.
 */
export async function remindDueCare(ctx: Pick<AppContext, 'db' | 'sms' | 'wechatTemplates'>, now: Date): Promise<number> {
  const r = await ctx.db.execute<{
    schoolId: number;
    recordId: number;
    at: string;
    studentName: string;
    condition: string;
    accountIds: number[];
  }>(sql`
    with clock as (select (${now.toISOString()}::timestamptz at time zone ${CHINA_ZONE}) as t),
    due as (
      select r.school_id, r.id, x.at, clock.t::date as day
      from care_records r cross join clock cross join unnest(r.remind_times) as x(at)
      where r.state = 'ongoing' and r.remind_times <> '{}' and clock.t::date between r.start_day and r.end_day
        and clock.t::date + x.at::time between clock.t - make_interval(mins => ${GRACE_MINUTES}) and clock.t),
    sent as (insert into care_reminders_sent (school_id, record_id, day, at) select school_id, id, day, at from due
      on conflict do nothing returning school_id, record_id, at)
    select s.school_id as "schoolId", s.record_id as "recordId", s.at, st.name as "studentName", r.condition,
      array(select m.account_id from members m where m.institution_id = r.school_id and m.id = any(r.remind_member_ids) and m.status = 1) as "accountIds"
    from sent s join care_records r on r.school_id = s.school_id and r.id = s.record_id
    join students st on st.school_id = r.school_id and st.id = r.student_id`);
  for (const x of r.rows) {
    await notify(
      ctx,
      { schoolId: x.schoolId, accounts: x.accountIds.map(Number) },
      {
        source: 'health',
        title: { zh: `护理提醒：${x.studentName}（${x.condition}）`, en: `Care reminder: ${x.studentName} (${x.condition})` },
        body: { zh: `${x.at} 护理时间到了，请查看护理要求和用药`, en: `It is ${x.at}: see the care needs and medicine` },
        link: `/health/care/day/dailyCare?id=${x.recordId}`,
      },
    );
  }
  return r.rows.length;
}

export const scheduleCareReminders = (ctx: AppContext) =>
  ctx.jobs.schedule('health.care-reminders', '*/5 * * * *', async () => {
    await withAuditContext({ actorName: 'health care reminders' }, () => remindDueCare(ctx, ctx.now()));
  });
