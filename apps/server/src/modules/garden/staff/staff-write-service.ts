import { type StaffFormInput, StaffHistoryAction, StaffStatus } from '@kg/shared/modules/garden/staff';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
import { memberHistory, memberRoles, members, staffProfiles } from '../../../db/schema/index.ts';
import { linkOrCreateAccount, smsText } from '../../../platform/accounts/index.ts';
import { sendSms } from '../../../platform/sms/index.ts';
import { lockRoleManagers } from '../../../platform/tenancy/index.ts';
import { type DbTx, loadBasic, writeBasic } from './staff-basic-service.ts';
import { checkUpdate, type StaffPlan } from './staff-input.ts';
import { assertActive, assertDirectorRemains, loadMember, targetOf } from './staff-members.ts';
import { writeOccupation } from './staff-occupation-service.ts';

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
  /** The person's consent when the phone already has an account (message send-link-code). */
  linkCode?: string;
}

/**
 * The writes of one new staff member inside the caller's transaction: the account of the
 * phone (linked or created), the membership, profile, certificates, positions, roles, range
 * and the entry in the history. Answers the initial password of a created account.
 */
export async function insertStaff(ctx: AppContext, tx: DbTx, s: SessionInfo, plan: AddPlan, now: Date) {
  const schoolId = s.institutionId;
  const realName = plan.basic.realName!;
  const entryDate = plan.occupation.entryDate ?? todayChina(now);
  const consent = { ctx, institutionIds: [schoolId], code: plan.linkCode, field: 'linkCode' };
  const account = await linkOrCreateAccount(tx, plan.mobile, realName, consent);
  const [member] = await tx
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(and(eq(members.institutionId, schoolId), eq(members.accountId, account.accountId)));
  if (member) {
    throw member.status === StaffStatus.active
      ? new AppError('kid-arch-0003', { field: 'mobile' })
      : new AppError('kid-arch-0004', { data: { field: 'mobile', id: member.id } });
  }
  const [{ id: memberId }] = await tx
    .insert(members)
    .values({ institutionId: schoolId, accountId: account.accountId, realName, status: StaffStatus.active })
    .returning({ id: members.id });
  const t = targetOf(s, memberId);
  // the account's own name and avatar belong to its owner: only a new account takes them
  const basic = account.initialPassword ? { ...plan.basic } : { profile: plan.basic.profile };
  await writeBasic(tx, now, s, t, { accountId: account.accountId }, basic);
  await writeOccupation(tx, now, t, { ...plan.occupation, entryDate }, plan.certificates);
  await writeRelations(tx, schoolId, memberId, plan);
  await tx
    .insert(memberHistory)
    .values({ schoolId, memberId, action: StaffHistoryAction.entry, happenedOn: entryDate, createdBy: s.memberId });
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
  // a parallel add of the same phone to this school may win the race
  const added = await guardedWrite(() => ctx.db.transaction((tx) => insertStaff(ctx, tx, s, plan, ctx.now())), {
    unique: () => new AppError('kid-arch-0003', { field: 'mobile' }),
  });
  await notifyAdded(ctx, s, added, ip);
  return added.memberId;
}

/** Updates an active member in one transaction; a role change keeps a director in the school. */
export async function updateStaff(ctx: AppContext, s: SessionInfo, memberId: number, accountId: number, plan: StaffPlan): Promise<void> {
  const schoolId = s.institutionId;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const directorRole = plan.roleIds ? await lockRoleManagers(tx, schoolId) : null;
    const [row] = await tx
      .select({ status: members.status })
      .from(members)
      .where(and(eq(members.institutionId, schoolId), eq(members.id, memberId)))
      .for('update');
    if (row?.status !== StaffStatus.active) throw new AppError('kid-arch-0005');
    const t = targetOf(s, memberId);
    await writeBasic(tx, now, s, t, { accountId }, plan.basic);
    await writeOccupation(tx, now, t, plan.occupation, plan.certificates);
    await writeRelations(tx, schoolId, memberId, plan);
    if (plan.roleIds) await assertDirectorRemains(tx, schoolId, directorRole);
  });
}

/** The post type and roles a member holds now: the update form is checked against them. */
async function currentPostAndRoles(ctx: AppContext, schoolId: number, id: number) {
  const [profile] = await ctx.db
    .select({ postType: staffProfiles.postType })
    .from(staffProfiles)
    .where(and(eq(staffProfiles.schoolId, schoolId), eq(staffProfiles.memberId, id)));
  const roles = await ctx.db
    .select({ id: memberRoles.roleId })
    .from(memberRoles)
    .where(and(eq(memberRoles.institutionId, schoolId), eq(memberRoles.memberId, id)));
  return { postType: profile?.postType ?? null, roleIds: roles.map((x) => x.id) };
}

/** The update form of an active member: checked against their current row, then written. */
export async function updateStaffFromForm(ctx: AppContext, s: SessionInfo, id: number, form: StaffFormInput): Promise<void> {
  const member = await loadMember(ctx.db, s.institutionId, id);
  assertActive(member);
  const row = await loadBasic(ctx, targetOf(s, id));
  const plan = await checkUpdate(ctx, s, form, row, await currentPostAndRoles(ctx, s.institutionId, id));
  await updateStaff(ctx, s, id, member.accountId, plan);
}
