import { StaffHistoryAction, StaffStatus } from '@kg/shared/modules/garden/staff';
import { and, eq, max, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { MASKED } from '../../../core/masking.ts';
import { memberHistory } from '../../../db/schema/index.ts';
import { assertMayChangeAccount, resetAccountPassword, smsText } from '../../../platform/accounts/index.ts';
import { endSessionsWithoutReason, revokeAccountSessions } from '../../../platform/sessions/index.ts';
import { sendSms } from '../../../platform/sms/index.ts';
import { lockRoleManagers } from '../../../platform/tenancy/index.ts';
import { dateOf } from './profile-input.ts';
import type { DbTx } from './staff-basic-service.ts';
import { assertActive, assertDirectorRemains, assertNotSelf, loadMember } from './staff-members.ts';

export interface StatusChange {
  id: number;
  /** Required by the input (a valid YYYY-MM-DD): the history keeps the day the director stated. */
  date: string;
  reason?: string;
}

/** The day of a departure or re-entry: never in China's future, never before the last change. */
async function changeDay(ctx: AppContext, tx: DbTx, schoolId: number, memberId: number, given: string): Promise<string> {
  const day = dateOf('date', given, { notFuture: true, now: ctx.now() }) ?? given;
  const [{ last }] = await tx
    .select({ last: max(memberHistory.happenedOn) })
    .from(memberHistory)
    .where(and(eq(memberHistory.schoolId, schoolId), eq(memberHistory.memberId, memberId)));
  if (last && day < last)
    throw fieldError('date', `不能早于上一次入职/离职日期 ${last}`, `cannot be before the last entry or departure (${last})`);
  return day;
}

/**
 * Departure: the member stays (with roles, positions, range and history) but is marked
 * departed, cannot sign in to this school, and the sign-ins of this membership end now.
 */
export async function departStaff(ctx: AppContext, s: SessionInfo, c: StatusChange) {
  const schoolId = s.institutionId;
  return ctx.db.transaction(async (tx) => {
    const directorRole = await lockRoleManagers(tx, schoolId);
    const m = await loadMember(tx, schoolId, c.id, true);
    assertNotSelf(s, m.id);
    assertActive(m);
    const day = await changeDay(ctx, tx, schoolId, m.id, c.date);
    await tx.execute(sql`update members set status = ${StaffStatus.departed} where institution_id = ${schoolId} and id = ${m.id}`);
    await tx.execute(sql`insert into member_history (school_id, member_id, action, happened_on, reason, created_by)
      values (${schoolId}, ${m.id}, ${StaffHistoryAction.departure}, ${day}, ${c.reason ?? null}, ${s.memberId})`);
    await assertDirectorRemains(tx, schoolId, directorRole);
    await endSessionsWithoutReason(tx, { kind: 'membership', institutionId: schoolId, memberId: m.id });
    return { id: m.id, status: StaffStatus.departed, departureDate: day };
  });
}

/** Re-entry of a departed member: active again with everything kept; the history gains a row. */
export async function reenterStaff(ctx: AppContext, s: SessionInfo, c: StatusChange) {
  const schoolId = s.institutionId;
  return ctx.db.transaction(async (tx) => {
    const m = await loadMember(tx, schoolId, c.id, true);
    if (m.status !== StaffStatus.departed) throw new AppError('kid-arch-0006');
    const day = await changeDay(ctx, tx, schoolId, m.id, c.date);
    await tx.execute(sql`update members set status = ${StaffStatus.active} where institution_id = ${schoolId} and id = ${m.id}`);
    await tx.execute(sql`insert into member_history (school_id, member_id, action, happened_on, reason, created_by)
      values (${schoolId}, ${m.id}, ${StaffHistoryAction.reentry}, ${day}, ${c.reason ?? null}, ${s.memberId})`);
    return { id: m.id, status: StaffStatus.active, entryDate: day };
  });
}

/**
 * A new random password, sent by SMS to the account's phone (the administrator never sees
 * it), to be changed at the next sign-in; every sign-in of the account ends.
 */
export async function resetStaffPassword(ctx: AppContext, s: SessionInfo, id: number, ip?: string) {
  const schoolId = s.institutionId;
  const done = await ctx.db.transaction(async (tx) => {
    const m = await loadMember(tx, schoolId, id, true);
    assertNotSelf(s, m.id);
    assertActive(m);
    // a password other institutions (or a child's guardian elsewhere) rely on is its person's to reset
    await assertMayChangeAccount(tx, s, m.accountId, 'id');
    const password = await resetAccountPassword(tx, m.accountId, ctx.now());
    return { m, password };
  });
  await revokeAccountSessions(ctx, done.m.accountId, 'password-reset');
  await sendSms(ctx, done.m.phone, smsText.reset(s.institutionName, done.password), ip);
  return { id: done.m.id, mobile: MASKED.phone(done.m.phone) };
}
