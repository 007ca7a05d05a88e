import { chinaDateTime, todayChina } from '@kg/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { attendancePickups as pickups, attendancePickupSettings as settings, students } from '../../../db/schema/index.ts';
import { notify } from '../../../platform/notices/index.ts';
import { DEFAULT_PICKUP_SETTINGS } from './pickup-settings-data.ts';

const REASONS: Record<string, { zh: string; en: string }> = {
  'unknown-picker': { zh: '不是登记的接送人', en: 'not a registered picker' },
  'expired-picker': { zh: '接送授权已过期', en: 'whose authorisation has expired' },
  'not-yet-valid-picker': { zh: '接送授权尚未生效', en: 'whose authorisation has not begun' },
  'disabled-picker': { zh: '接送授权已停用', en: 'whose authorisation is disabled' },
};

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
  const claimed = await ctx.db
    .update(pickups)
    .set({ notifiedAt: new Date() })
    .where(
      and(eq(pickups.authorised, false), isNull(pickups.notifiedAt), schoolId === undefined ? undefined : eq(pickups.schoolId, schoolId)),
    )
    .returning({
      schoolId: pickups.schoolId,
      studentId: pickups.studentId,
      classId: pickups.classId,
      happenedAt: pickups.happenedAt,
      reason: pickups.reason,
    });
  if (claimed.length === 0) return 0;
  const schools = [...new Set(claimed.map((c) => c.schoolId))];
  const [names, chosen] = await Promise.all([
    ctx.db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(inArray(students.schoolId, schools), inArray(students.id, [...new Set(claimed.map((c) => c.studentId))]))),
    ctx.db.select().from(settings).where(inArray(settings.schoolId, schools)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const settingsOf = new Map(chosen.map((o) => [o.schoolId, o]));
  for (const p of claimed) {
    const o = settingsOf.get(p.schoolId) ?? DEFAULT_PICKUP_SETTINGS;
    const message = refusalMessage(nameOf.get(p.studentId) ?? '', p.classId, p.reason, p.happenedAt);
    if (o.notifyTeachers && p.classId !== null) await notify(ctx, { schoolId: p.schoolId, classes: [p.classId] }, message);
    if (o.notifyGuardians) await notify(ctx, { schoolId: p.schoolId, guardiansOf: [p.studentId] }, { ...message, channels: ['sms'] });
  }
  return claimed.length;
}
