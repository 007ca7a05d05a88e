import { chinaDateTime, todayChina } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { attendancePickups as pickups, attendancePickupSettings as settings, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { notify } from '../../../platform/notices/index.ts';

const REASONS: Record<string, { zh: string; en: string }> = {
  'unknown-picker': { zh: '不是登记的接送人', en: 'not a registered picker' },
  'expired-picker': { zh: '接送授权已过期', en: 'whose authorisation has expired' },
  'not-yet-valid-picker': { zh: '接送授权尚未生效', en: 'whose authorisation has not begun' },
  'disabled-picker': { zh: '接送授权已停用', en: 'whose authorisation is disabled' },
};

const CLAIMED = {
  id: pickups.id,
  studentId: pickups.studentId,
  classId: pickups.classId,
  happenedAt: pickups.happenedAt,
  reason: pickups.reason,
};
type Claimed = RowOf<typeof CLAIMED> & { childName: string; notifyTeachers: boolean; notifyGuardians: boolean };

/** What the class teachers and guardians read of a refused pickup. */
export function refusalMessage(childName: string, classId: number | null, reason: string | null, at: Date) {
  const why = REASONS[reason ?? ''] ?? REASONS['unknown-picker'];
  const time = chinaDateTime(at).slice(11, 16);
  return {
    source: 'attendance' as const,
    title: { zh: '接送被拒绝', en: 'Pickup refused' },
    body: {
      zh: `${time} 有人试图接走${childName}，但${why.zh}，已被拒绝。`,
      en: `At ${time} someone ${why.en} tried to collect ${childName}; the pickup was refused.`,
    },
    // the class's pickups of that day, where the attempt and its capture show
    link: classId === null ? '/attendance/student/pickup' : `/attendance/student/pickupClass?classId=${classId}&day=${todayChina(at)}`,
  };
}

/**
 * Tells of refused pickups, each once: the attempts not yet told are claimed (notified_at set) in
 * one statement, so two instances or a retried call never tell the same attempt twice; then the
 * child's class teachers get a notice and the guardians a notice and a text, as the school's
 * settings say. Called after the intake commits, and by a schedule for any left untold.
 */
export async function tellRefusedPickups(ctx: AppContext, schoolId?: number): Promise<number> {
  const r = await ctx.db.execute<Claimed>(sql`with claimed as (
      update ${pickups} set notified_at = now()
      where not authorised and notified_at is null ${schoolId === undefined ? sql`` : sql`and school_id = ${schoolId}`}
      returning ${selectList(CLAIMED)}, school_id
    )
    select c.*, s.name as "childName", coalesce(o.notify_teachers, true) as "notifyTeachers",
      coalesce(o.notify_guardians, true) as "notifyGuardians", c.school_id as "schoolId"
    from claimed c join ${students} s on s.school_id = c.school_id and s.id = c."studentId"
    left join ${settings} o on o.school_id = c.school_id`);
  for (const p of r.rows as (Claimed & { schoolId: number })[]) {
    const message = refusalMessage(p.childName, p.classId === null ? null : Number(p.classId), p.reason, new Date(p.happenedAt));
    if (p.notifyTeachers && p.classId !== null) await notify(ctx, { schoolId: Number(p.schoolId), classes: [Number(p.classId)] }, message);
    if (p.notifyGuardians)
      await notify(ctx, { schoolId: Number(p.schoolId), guardiansOf: [Number(p.studentId)] }, { ...message, channels: ['sms'] });
  }
  return r.rows.length;
}
