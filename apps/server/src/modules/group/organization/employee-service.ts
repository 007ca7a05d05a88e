import type { EmployeeAddInput, EmployeeUpdateInput } from '@kg/shared/modules/group/org-schemas';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
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
  await tx.execute(sql`insert into group_employee_profiles (institution_id, member_id, department_id, job_title)
    values (${groupId}, ${memberId}, ${p.departmentId}, ${p.jobTitle})
    on conflict (institution_id, member_id) do update set department_id = excluded.department_id, job_title = excluded.job_title`);
  await tx.execute(sql`delete from member_roles where institution_id = ${groupId} and member_id = ${memberId}
    and role_id <> all(${idArray(p.roleIds)})`);
  await tx.execute(sql`insert into member_roles (institution_id, member_id, role_id)
    select ${groupId}, ${memberId}, x from unnest(${idArray(p.roleIds)}) x on conflict do nothing`);
  await tx.execute(sql`update members set all_range = ${p.allRange} where institution_id = ${groupId} and id = ${memberId}`);
  const schools = p.allRange ? [] : p.schoolIds;
  await tx.execute(sql`delete from group_employee_schools where group_id = ${groupId} and member_id = ${memberId}
    and school_id <> all(${idArray(schools)})`);
  await tx.execute(sql`insert into group_employee_schools (group_id, member_id, school_id)
    select ${groupId}, ${memberId}, x from unnest(${idArray(schools)}) x on conflict do nothing`);
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
    const r = await tx.execute<{ id: number }>(sql`insert into members (institution_id, account_id, real_name, status)
      values (${groupId}, ${linked.accountId}, ${p.realName}, 1)
      on conflict (institution_id, account_id) do update set status = 1, real_name = excluded.real_name where members.status <> 1
      returning id`);
    if (r.rows.length === 0) throw new AppError('group-0105', { field: 'phone' });
    const memberId = r.rows[0].id;
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
    const held = await tx.execute<{ roleId: number }>(sql`select role_id as "roleId" from member_roles
      where institution_id = ${groupId} and member_id = ${p.id}`);
    await assertMayAssignRoles(
      tx,
      s,
      p.id,
      p.roleIds,
      held.rows.map((x) => Number(x.roleId)),
    );
    const r = await tx.execute<{ status: number }>(sql`update members set real_name = ${p.realName}
      where institution_id = ${groupId} and id = ${p.id} returning status`);
    if (r.rows.length === 0) throw new AppError('common-0405', { field: 'id' });
    if (r.rows[0].status !== 1) throw new AppError('group-0106', { field: 'id' });
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
    const r = await tx.execute<{ status: number; isAdmin: boolean }>(sql`select status, is_admin as "isAdmin" from members
      where institution_id = ${groupId} and id = ${id} for update`);
    if (r.rows.length === 0) throw new AppError('common-0405', { field: 'id' });
    if (r.rows[0].status !== 1) throw new AppError('group-0106', { field: 'id' });
    await tx.execute(sql`update members set status = 2 where institution_id = ${groupId} and id = ${id}`);
    if (r.rows[0].isAdmin) {
      const admins = await tx.execute<{ n: number }>(sql`select count(*)::int as n from members
        where institution_id = ${groupId} and is_admin and status = 1`);
      if (admins.rows[0].n === 0) throw new AppError('group-0107', { field: 'id' });
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
    await tx.execute(sql`update members set real_name = ${p.realName} where institution_id = ${s.institutionId} and id = ${s.memberId}`);
    await tx.execute(sql`update accounts set real_name = ${p.realName}, avatar_url = ${p.avatarUrl} where id = ${s.accountId}`);
    await tx.execute(sql`insert into group_employee_profiles (institution_id, member_id, email)
      values (${s.institutionId}, ${s.memberId}, ${p.email ?? null})
      on conflict (institution_id, member_id) do update set email = excluded.email`);
  });
}
