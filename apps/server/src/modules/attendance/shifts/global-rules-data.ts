import type { RuleUpdateInput, RuleVersion } from '@kg/shared/modules/attendance/global-rules';
import { todayChina } from '@kg/shared/time/china';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceRules as r } from '../../../db/schema/index.ts';
import { effectiveDay, hhmmOrNull } from './shift-sql.ts';

/**
 * The rules of a school that never set its own: present when arrived at all, no grace, no half
 * days, the class teacher told at 09:30 of children not arrived. The effective date is the
 * earliest the calls accept, so these hold for every day until a version says otherwise.
 */
export const DEFAULT_RULES: RuleVersion = {
  effectiveFrom: '2000-01-01',
  presentMode: 1,
  presentBefore: null,
  graceMinutes: 0,
  halfDayNoon: null,
  absentNoticeAt: '09:30',
  noticeGuardians: false,
  updatedAt: null,
};

/** A rule version's columns as the calls show them (times 'HH:mm'). */
export const RULE_FIELDS = {
  effectiveFrom: r.effectiveFrom,
  presentMode: r.presentMode,
  presentBefore: hhmmOrNull(r.presentBefore),
  graceMinutes: r.graceMinutes,
  halfDayNoon: hhmmOrNull(r.halfDayNoon),
  absentNoticeAt: hhmmOrNull(r.absentNoticeAt),
  noticeGuardians: r.noticeGuardians,
  updatedAt: r.updatedAt,
};

/** Every version, latest day first, and the one in effect today (the defaults before any). */
export async function selectRules(db: Db, schoolId: number, today = todayChina()) {
  const versions: RuleVersion[] = await db.select(RULE_FIELDS).from(r).where(eq(r.schoolId, schoolId)).orderBy(desc(r.effectiveFrom));
  const current = versions.find((v) => v.effectiveFrom <= today) ?? DEFAULT_RULES;
  return { current, versions };
}

/** Sets the rules from a day on; a version set for that same day is replaced. */
export async function updateRules(db: Db, schoolId: number, p: RuleUpdateInput, today = todayChina()): Promise<string> {
  const from = effectiveDay(p.effectiveFrom, today);
  const rule = {
    presentMode: p.presentMode,
    presentBefore: p.presentMode === 2 ? p.presentBefore : null,
    graceMinutes: p.graceMinutes,
    halfDayNoon: p.halfDayNoon,
    absentNoticeAt: p.absentNoticeAt,
    noticeGuardians: p.noticeGuardians,
  };
  await db
    .insert(r)
    .values({ schoolId, effectiveFrom: from, ...rule })
    .onConflictDoUpdate({ target: [r.schoolId, r.effectiveFrom], set: { ...rule, updatedAt: new Date() } });
  return from;
}
