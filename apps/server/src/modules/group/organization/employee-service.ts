import type { EmployeeAddInput, EmployeeUpdateInput } from '@kg/shared/modules/group/org-schemas';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
import { accounts, groupEmployeeProfiles, groupEmployeeSchools, memberRoles, members } from '../../../db/schema/index.ts';
import { linkOrCreateAccount } from '../../../platform/accounts/index.ts';
import { endSessionsWithoutReason } from '../../../platform/sessions/index.ts';
import { sendSms } from '../../../platform/sms/index.ts';
import { assertMayAssignRoles } from '../roles/role-grants.ts';
import { assertGroupRoleManagerRemains, lockGroupRoleManagers, type Tx } from '../roles/role-managers.ts';
import { checkEmployeeRefs } from './employee-data.ts';

type Assignment = Pick<EmployeeAddInput, 'departmentId' | 'jobTitle' | 'roleIds' | 'allRange' | 'schoolIds'>;

/** The group's text messages to a new employee (sent after the transaction commits). */
export const groupSmsText = {
  newAccount: (group: string, phone: string, password: string) =>
    `【智慧幼儿园】您已被添加为“${group}”的员工，登录账号 ${phone}，初始密码 ${password}，首次登录后请修改密码。`,
  linked: (group: string) => `【智慧幼儿园】您已被添加为“${group}”的员工，请使用原账号密码登录。`,
};

/** Profile, roles and scope of a member, each replaced whole. */
async function writeAssignment(tx: Tx, groupId: number, memberId: number, p: Assignment): Promise<void> {
  const profile = { departmentId: p.departmentId, jobTitle: p.jobTitle };
  await tx
    .insert(groupEmployeeProfiles)
    .values({ institutionId: groupId, memberId, ...profile })
    .onConflictDoUpdate({ target: [groupEmployeeProfiles.institutionId, groupEmployeeProfiles.memberId], set: profile });
  const mine = and(eq(memberRoles.institutionId, groupId), eq(memberRoles.memberId, memberId));
  await tx.delete(memberRoles).where(and(mine, sql`${memberRoles.roleId} <> all(${idArray(p.roleIds)})`));
  if (p.roleIds.length) {
    await tx
      .insert(memberRoles)
      .values(p.roleIds.map((roleId) => ({ institutionId: groupId, memberId, roleId })))
      .onConflictDoNothing();
  }
  await tx
    .update(members)
    .set({ allRange: p.allRange })
    .where(and(eq(members.institutionId, groupId), eq(members.id, memberId)));
  const schools = p.allRange ? [] : p.schoolIds;
  const reach = and(eq(groupEmployeeSchools.groupId, groupId), eq(groupEmployeeSchools.memberId, memberId));
  await tx.delete(groupEmployeeSchools).where(and(reach, sql`${groupEmployeeSchools.schoolId} <> all(${idArray(schools)})`));
  if (schools.length) {
    await tx
      .insert(groupEmployeeSchools)
      .values(schools.map((schoolId) => ({ groupId, memberId, schoolId })))
      .onConflictDoNothing();
  }
  // a school taken out of the reach: the employee's session inside it ends
  await endSessionsWithoutReason(tx, { kind: 'reach', groupId, memberId });
}

/**
 * Adds an employee: the account of the phone is linked (or created with a first-sign-in
 * password), a departed employee of the same account comes back. The text goes out only
 * once everything is written.
 */
export async function addEmployee(ctx: AppContext, s: SessionInfo, p: EmployeeAddInput, ip?: string): Promise<number> {
  const groupId = s.institutionId;
  await checkEmployeeRefs(ctx.db, s, p);
  await assertMayAssignRoles(ctx.db, s, null, p.roleIds);
  const done = await ctx.db.transaction(async (tx) => {
    // an existing account joins only with its person's code, unless it is (or was) an employee here
    const consent = { ctx, institutionIds: [groupId], code: p.linkCode, field: 'linkCode' };
    const linked = await linkOrCreateAccount(tx, p.phone, p.realName, consent);
    const [joined] = await tx
      .insert(members)
      .values({ institutionId: groupId, accountId: linked.accountId, realName: p.realName, status: 1 })
      .onConflictDoUpdate({
        target: [members.institutionId, members.accountId],
        set: { status: 1, realName: p.realName },
        // an active employee of the same account stays as it is: the phone is taken
        setWhere: ne(members.status, 1),
      })
      .returning({ id: members.id });
    if (!joined) throw new AppError('group-0105', { field: 'phone' });
    const memberId = joined.id;
    await writeAssignment(tx, groupId, memberId, p);
    return { memberId, password: linked.initialPassword };
  });
  const text = done.password ? groupSmsText.newAccount(s.institutionName, p.phone, done.password) : groupSmsText.linked(s.institutionName);
  await sendSms(ctx, p.phone, text, ip);
  return done.memberId;
}

/** Changes an active employee's name, department, roles and scope; nobody is left unable to manage roles. */
export async function updateEmployee(ctx: AppContext, s: SessionInfo, p: EmployeeUpdateInput): Promise<void> {
  const groupId = s.institutionId;
  await checkEmployeeRefs(ctx.db, s, p);
  await ctx.db.transaction(async (tx) => {
    await lockGroupRoleManagers(tx, groupId);
    const held = await tx
      .select({ roleId: memberRoles.roleId })
      .from(memberRoles)
      .where(and(eq(memberRoles.institutionId, groupId), eq(memberRoles.memberId, p.id)));
    await assertMayAssignRoles(
      tx,
      s,
      p.id,
      p.roleIds,
      held.map((x) => x.roleId),
    );
    const [member] = await tx
      .update(members)
      .set({ realName: p.realName })
      .where(and(eq(members.institutionId, groupId), eq(members.id, p.id)))
      .returning({ status: members.status });
    if (!member) throw new AppError('common-0405', { field: 'id' });
    if (member.status !== 1) throw new AppError('group-0106', { field: 'id' });
    await writeAssignment(tx, groupId, p.id, p);
    await assertGroupRoleManagerRemains(tx, groupId, 'group-0107', 'roleIds');
  });
}

/**
 * An employee leaves: the membership stays (history) with status 2, and every session it
 * started ends, those inside schools entered from the group included.
 */
export async function leaveEmployee(ctx: AppContext, s: SessionInfo, id: number): Promise<void> {
  const groupId = s.institutionId;
  if (id === s.memberId) throw new AppError('group-0108', { field: 'id' });
  await ctx.db.transaction(async (tx) => {
    await lockGroupRoleManagers(tx, groupId);
    const theMember = and(eq(members.institutionId, groupId), eq(members.id, id));
    const [member] = await tx.select({ status: members.status, isAdmin: members.isAdmin }).from(members).where(theMember).for('update');
    if (!member) throw new AppError('common-0405', { field: 'id' });
    if (member.status !== 1) throw new AppError('group-0106', { field: 'id' });
    await tx.update(members).set({ status: 2 }).where(theMember);
    if (member.isAdmin) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.institutionId, groupId), eq(members.isAdmin, true), eq(members.status, 1)));
      if (n === 0) throw new AppError('group-0107', { field: 'id' });
    }
    await assertGroupRoleManagerRemains(tx, groupId, 'group-0107', 'id');
    await endSessionsWithoutReason(
      tx,
      { kind: 'membership', institutionId: groupId, memberId: id },
      { kind: 'reach', groupId, memberId: id },
    );
  });
}

/** The signed-in employee's own name, e-mail and avatar: the account's name and avatar follow. */
export async function updateSelf(
  ctx: AppContext,
  s: SessionInfo,
  p: { realName: string; email?: string | null; avatarUrl: string | null },
) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ realName: p.realName })
      .where(and(eq(members.institutionId, s.institutionId), eq(members.id, s.memberId)));
    await tx.update(accounts).set({ realName: p.realName, avatarUrl: p.avatarUrl }).where(eq(accounts.id, s.accountId));
    const email = p.email ?? null;
    await tx
      .insert(groupEmployeeProfiles)
      .values({ institutionId: s.institutionId, memberId: s.memberId, email })
      .onConflictDoUpdate({ target: [groupEmployeeProfiles.institutionId, groupEmployeeProfiles.memberId], set: { email } });
  });
}
