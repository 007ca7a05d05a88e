import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { attendanceAbsenceNotices as an, attendanceChildDays, attendanceLeaves, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { withAuditContext } from '../../../platform/audit/index.ts';
import { notify } from '../../../platform/notices/index.ts';
import { dayContexts } from '../ledger/day-inputs.ts';

type NoticeContext = Pick<AppContext, 'db' | 'sms' | 'wechatTemplates'>;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const chinaMinute = (at: Date) => Math.floor((at.getTime() / 60_000 + 480) % 1440);

const CLAIMED = { studentId: an.studentId, classId: sql<number>`${an.classId}` };
const NAMED = { id: students.id, name: students.name };

/**
 * The not-arrived notice of a school's day: once the rules' absentNoticeAt has passed on a school
 * day, each enrolled child neither arrived nor on leave (nor marked by the teacher, who knows) is
 * claimed in attendance_absence_notices, on conflict nothing: a later run, or another instance,
 * claims nobody twice. Then each class's teachers get one notice naming their children, and with
 * noticeGuardians each child's guardians one of their own (text and WeChat too). A class whose
 * shift does not run that weekday is left out. Answers the children claimed.
 */
export async function sendAbsenceNotices(ctx: NoticeContext, schoolId: number, now: Date): Promise<number> {
  const day = todayChina(now);
  const context = (await dayContexts(ctx.db, schoolId, [day])).get(day);
  const at = context?.rules.absentNoticeAt;
  if (!context?.schoolDay || !at || chinaMinute(now) < minutes(at)) return 0;
  const idle = [...context.classes].filter(([, shift]) => shift !== null && !shift.applies).map(([id]) => id);
  const claimed = await ctx.db.execute(sql`insert into ${an} (school_id, student_id, day, class_id)
    select st.school_id, st.id, ${day}::date, st.class_id from ${students} st
     where st.school_id = ${schoolId} and st.status = 1 and st.class_id is not null
       and st.class_id <> all(${sql.param(idle)}::bigint[])
       and not exists (select 1 from ${attendanceChildDays} c where c.school_id = ${schoolId} and c.student_id = st.id
         and c.day = ${day}::date and (c.status <> 'absent' or c.marked))
       and not exists (select 1 from ${attendanceLeaves} l where l.school_id = ${schoolId} and l.student_id = st.id
         and l.status = 'approved' and ${day}::date between l.starts_on and l.ends_on)
    on conflict do nothing
    returning ${selectList(CLAIMED)}`);
  const rows = claimed.rows as RowOf<typeof CLAIMED>[];
  if (!rows.length) return 0;
  const ids = rows.map((r) => Number(r.studentId));
  const names = new Map(
    (
      (
        await ctx.db.execute(sql`select ${selectList(NAMED)} from ${students} where ${students.schoolId} = ${schoolId}
        and ${students.id} = any(${sql.param(ids)}::bigint[])`)
      ).rows as RowOf<typeof NAMED>[]
    ).map((r) => [Number(r.id), r.name]),
  );
  const byClass = new Map<number, string[]>();
  for (const r of rows) byClass.set(Number(r.classId), [...(byClass.get(Number(r.classId)) ?? []), names.get(Number(r.studentId)) ?? '']);
  const link = (classId: number) => `/attendance/student/account?classId=${classId}&day=${day}`;
  for (const [classId, list] of byClass)
    await notify(
      ctx,
      { schoolId, classes: [classId] },
      {
        source: 'attendance',
        title: { zh: `${list.length}名幼儿${at}前未到园`, en: `${list.length} not arrived by ${at}` },
        body: { zh: `${day}：${list.join('、')}`, en: `${day}: ${list.join(', ')}` },
        link: link(classId),
      },
    );
  if (context.rules.noticeGuardians)
    for (const id of ids) {
      const name = names.get(id) ?? '';
      await notify(
        ctx,
        { schoolId, guardiansOf: [id] },
        {
          source: 'attendance',
          title: { zh: `${name}今日${at}前未到园`, en: `${name} had not arrived by ${at} today` },
          body: { zh: '如需请假，请联系班级老师', en: 'To report an absence, please contact the class teacher' },
          channels: ['sms', 'wechat'],
        },
      );
    }
  return rows.length;
}

const SCHOOL = { id: students.schoolId };
/** Every minute: each school keeping children, its notice once its time has come. */
export const scheduleAbsenceNotices = (ctx: AppContext) =>
  ctx.jobs.schedule('attendance.absence-notice', '* * * * *', async () => {
    const now = ctx.now();
    const schools = await ctx.db.execute(sql`select distinct ${selectList(SCHOOL)} from ${students} where ${students.status} = 1`);
    await withAuditContext({ actorName: 'attendance absence notice' }, async () => {
      for (const s of schools.rows as RowOf<typeof SCHOOL>[]) await sendAbsenceNotices(ctx, Number(s.id), now);
    });
  });
