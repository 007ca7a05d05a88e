import { StaffHistoryAction, StaffStatus } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { type DbTx, todayInChina, writeBasic, writeOccupation } from '../../kid-arch/index.ts';
import { idArray } from '../paged-query.ts';
import { linkOrCreateAccount, sendSms, smsText } from './staff-account.ts';
import { assertDirectorRemains, lockDirectors, targetOf } from './staff-guards.ts';
import type { StaffPlan } from './staff-input.ts';

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Positions, roles and manage range, each replaced when the plan carries it. */
async function writeRelations(tx: DbTx, schoolId: number, memberId: number, plan: StaffPlan): Promise<void> {
  if (plan.positionIds) {
    await tx.execute(sql`delete from member_positions where school_id = ${schoolId} and member_id = ${memberId}`);
    if (plan.positionIds.length) {
      await tx.execute(sql`insert into member_positions (school_id, member_id, position_id)
        select ${schoolId}, ${memberId}, unnest(${idArray(plan.positionIds)})`);
    }
  }
  if (plan.roleIds) await writeRoles(tx, schoolId, memberId, plan.roleIds);
  if (plan.range) {
    await tx.execute(sql`update members set all_range = ${plan.range.allRange} where institution_id = ${schoolId} and id = ${memberId}`);
    await tx.execute(sql`delete from member_class_ranges where school_id = ${schoolId} and member_id = ${memberId}`);
    if (plan.range.classIds.length) {
      await tx.execute(sql`insert into member_class_ranges (school_id, member_id, class_id)
        select ${schoolId}, ${memberId}, unnest(${idArray(plan.range.classIds)})`);
    }
  }
}

/** Replaces the member's roles; the caller holds the director lock when roles may shrink. */
export async function writeRoles(tx: DbTx, schoolId: number, memberId: number, roleIds: number[]): Promise<void> {
  await tx.execute(sql`delete from member_roles where institution_id = ${schoolId} and member_id = ${memberId}`);
  if (roleIds.length) {
    await tx.execute(sql`insert into member_roles (institution_id, member_id, role_id)
      select ${schoolId}, ${memberId}, unnest(${idArray(roleIds)})`);
  }
}

export interface AddPlan extends StaffPlan {
  mobile: string;
}

/**
 * The writes of one new staff member inside the caller's transaction: the account of the
 * phone (linked or created), the membership, profile, certificates, positions, roles, range
 * and the entry in the history. Answers the initial password of a created account.
 */
export async function insertStaff(tx: DbTx, s: SessionInfo, plan: AddPlan, now: Date) {
  const schoolId = s.institutionId;
  const realName = plan.basic.realName!;
  const entryDate = plan.occupation.entryDate ?? todayInChina(now);
  const account = await linkOrCreateAccount(tx, plan.mobile, realName);
  const prior = await tx.execute(
    sql`select id, status from members where institution_id = ${schoolId} and account_id = ${account.accountId}`,
  );
  const member = prior.rows[0] as { id: number; status: number } | undefined;
  if (member) {
    throw member.status === StaffStatus.active
      ? new AppError('kid-arch-0003', { field: 'mobile' })
      : new AppError('kid-arch-0004', { data: { field: 'mobile', id: member.id } });
  }
  const inserted = await tx.execute(sql`insert into members (institution_id, account_id, real_name, status)
    values (${schoolId}, ${account.accountId}, ${realName}, ${StaffStatus.active}) returning id`);
  const memberId = (inserted.rows[0] as { id: number }).id;
  const t = targetOf(s, memberId);
  // the account's own name and avatar belong to its owner: only a new account takes them
  const basic = account.initialPassword ? { ...plan.basic } : { profile: plan.basic.profile };
  await writeBasic(tx, now, t, { accountId: account.accountId }, basic);
  await writeOccupation(tx, now, t, { ...plan.occupation, entryDate }, plan.certificates);
  await writeRelations(tx, schoolId, memberId, plan);
  await tx.execute(sql`insert into member_history (school_id, member_id, action, happened_on, created_by)
    values (${schoolId}, ${memberId}, ${StaffHistoryAction.entry}, ${entryDate}, ${s.memberId})`);
  return { memberId, mobile: plan.mobile, initialPassword: account.initialPassword };
}

/** After the commit (a rolled-back add texts nobody): the initial password, or a notice for a linked account. */
export async function notifyAdded(ctx: AppContext, s: SessionInfo, added: { mobile: string; initialPassword: string | null }, ip?: string) {
  await sendSms(
    ctx,
    added.mobile,
    added.initialPassword ? smsText.newAccount(s.institutionName, added.mobile, added.initialPassword) : smsText.linked(s.institutionName),
    ip,
  );
}

/** Adds a staff member in one transaction, then texts them. */
export async function addStaff(ctx: AppContext, s: SessionInfo, plan: AddPlan, ip?: string): Promise<number> {
  let added: Awaited<ReturnType<typeof insertStaff>>;
  try {
    added = await ctx.db.transaction((tx) => insertStaff(tx, s, plan, ctx.now()));
  } catch (e) {
    // a parallel add of the same phone to this school won the race
    if (isUniqueViolation(e)) throw new AppError('kid-arch-0003', { field: 'mobile' });
    throw e;
  }
  await notifyAdded(ctx, s, added, ip);
  return added.memberId;
}

/** Updates an active member in one transaction; a role change keeps a director in the school. */
export async function updateStaff(ctx: AppContext, s: SessionInfo, memberId: number, accountId: number, plan: StaffPlan): Promise<void> {
  const schoolId = s.institutionId;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const directorRole = plan.roleIds ? await lockDirectors(tx, schoolId) : null;
    const status = await tx.execute(sql`select status from members where institution_id = ${schoolId} and id = ${memberId} for update`);
    if ((status.rows[0] as { status: number } | undefined)?.status !== StaffStatus.active) throw new AppError('kid-arch-0005');
    const t = targetOf(s, memberId);
    await writeBasic(tx, now, t, { accountId }, plan.basic);
    await writeOccupation(tx, now, t, plan.occupation, plan.certificates);
    await writeRelations(tx, schoolId, memberId, plan);
    if (plan.roleIds) await assertDirectorRemains(tx, schoolId, directorRole);
  });
}
