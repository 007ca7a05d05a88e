import { CHINA_ZONE } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { careRecords, careRemindersSent, members, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { withAuditContext } from '../../../platform/audit/index.ts';
import { notify } from '../../../platform/notices/index.ts';

const r = alias(careRecords, 'r');
// the claimed rows (sent) carry care_reminders_sent's own columns: read through that table's alias
const s = alias(careRemindersSent, 's');
const st = alias(students, 'st');
const m = alias(members, 'm');
const DUE = {
  schoolId: s.schoolId,
  recordId: s.recordId,
  at: s.at,
  studentName: st.name,
  condition: r.condition,
  // a bigint array arrives as text
  accountIds: sql<string[]>`array(select ${m.accountId} from ${members} m
    where ${m.institutionId} = ${r.schoolId} and ${m.id} = any(${r.remindMemberIds}) and ${m.status} = 1)`,
};
const DUE_LIST = selectList(DUE);

/** How late a reminder may still go (a scan every 5 minutes; a server down for longer skips stale ones). */
const GRACE_MINUTES = 30;

/**
 * Sends the reminders of ongoing care records whose time (China time) came within the last
 * GRACE_MINUTES of `now` on a day of the care period. Each record, day and time is claimed in
 * care_reminders_sent by the same statement that picks it, so overlapping scans never repeat one.
 */
export async function remindDueCare(ctx: Pick<AppContext, 'db' | 'sms' | 'wechatTemplates'>, now: Date): Promise<number> {
  const due = await preparedRows<RowOf<typeof DUE>>(
    ctx.db,
    sql`
    with clock as (select (${now.toISOString()}::timestamptz at time zone ${CHINA_ZONE}) as t),
    due as (
      select ${r.schoolId}, ${r.id}, x.at, clock.t::date as day
      from ${careRecords} r cross join clock cross join unnest(${r.remindTimes}) as x(at)
      where ${r.state} = 'ongoing' and ${r.remindTimes} <> '{}' and clock.t::date between ${r.startDay} and ${r.endDay}
        and clock.t::date + x.at::time between clock.t - make_interval(mins => ${GRACE_MINUTES}) and clock.t),
    sent as (insert into ${careRemindersSent} (school_id, record_id, day, at) select school_id, id, day, at from due
      on conflict do nothing returning school_id, record_id, at)
    select ${DUE_LIST} from sent s join ${careRecords} r on ${r.schoolId} = ${s.schoolId} and ${r.id} = ${s.recordId}
    join ${students} st on ${st.schoolId} = ${r.schoolId} and ${st.id} = ${r.studentId}`,
  );
  for (const x of due) {
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
  return due.length;
}

export const scheduleCareReminders = (ctx: AppContext) =>
  ctx.jobs.schedule('health.care-reminders', '*/5 * * * *', async () => {
    await withAuditContext({ actorName: 'health care reminders' }, () => remindDueCare(ctx, ctx.now()));
  });
