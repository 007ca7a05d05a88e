import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { accounts, memberHistory, memberRoles, members, roles, staffProfiles } from '../../../db/schema/index.ts';
import { linkOrCreateAccount } from '../../../platform/accounts/index.ts';
import { sendSms } from '../../../platform/sms/index.ts';

type Tx = Parameters<typeof linkOrCreateAccount>[0];

const directorRoleOf = (schoolId: number) => and(eq(roles.institutionId, schoolId), eq(roles.builtin, 'director'));

/** Who directs a school and how they learn of it: the director membership and its text message. */

export interface Appointed {
  memberId: number;
  phone: string;
  /** The first-sign-in password of an account created now; null for a linked account. */
  initialPassword: string | null;
}

/**
 * Makes the holder of `phone` the school's director: the account is linked with its person's
 * consent (a phone that already directs another school is fine) or created with a random password to change at first sign-in;
 * the membership is added or reactivated as administrator over the whole school with the built-in
 * director role, a staff profile and an entry in the staff history.
 */
export async function appointDirector(
  ctx: AppContext,
  tx: Tx,
  s: SessionInfo,
  schoolId: number,
  d: { name: string; phone: string; linkCode?: string },
  today: string,
): Promise<Appointed> {
  // an existing account joins only with its person's code, unless they are already in the school or the group
  const consent = { ctx, institutionIds: [schoolId, s.institutionId], code: d.linkCode, field: 'director.linkCode' };
  const account = await linkOrCreateAccount(tx, d.phone, d.name, consent);
  const [acc] = await tx.select({ disabled: accounts.disabled }).from(accounts).where(eq(accounts.id, account.accountId));
  if (acc?.disabled) throw new AppError('group-0002', { field: 'director.phone' });
  const [prior] = await tx
    .update(members)
    .set({ status: 1, isAdmin: true, allRange: true })
    .where(and(eq(members.institutionId, schoolId), eq(members.accountId, account.accountId)))
    .returning({ id: members.id });
  let memberId = prior?.id;
  if (memberId === undefined) {
    const [m] = await tx
      .insert(members)
      .values({ institutionId: schoolId, accountId: account.accountId, realName: d.name, status: 1, isAdmin: true, allRange: true })
      .returning({ id: members.id });
    memberId = m.id;
    await tx.insert(staffProfiles).values({ schoolId, memberId, postType: 1, jobTitle: '园长', entryDate: today });
    await tx.insert(memberHistory).values({ schoolId, memberId, action: 1, happenedOn: today });
  }
  const directorRole = tx
    .select({ institutionId: roles.institutionId, memberId: sql<number>`${memberId}::bigint`.as('member_id'), roleId: roles.id })
    .from(roles)
    .where(directorRoleOf(schoolId));
  await tx.insert(memberRoles).select(directorRole).onConflictDoNothing();
  return { memberId: Number(memberId), phone: d.phone, initialPassword: account.initialPassword };
}

/** The former director stays on the staff without the administrator flag and the director role. */
export async function relieveDirector(tx: Tx, schoolId: number, memberId: number): Promise<void> {
  await tx
    .update(members)
    .set({ isAdmin: false })
    .where(and(eq(members.institutionId, schoolId), eq(members.id, memberId)));
  const directorRoles = tx.select({ id: roles.id }).from(roles).where(directorRoleOf(schoolId));
  await tx
    .delete(memberRoles)
    .where(and(eq(memberRoles.institutionId, schoolId), eq(memberRoles.memberId, memberId), inArray(memberRoles.roleId, directorRoles)));
}

export const directorSms = {
  newAccount: (school: string, phone: string, password: string) =>
    `【智慧幼儿园】您已被设为“${school}”的园长，登录账号 ${phone}，初始密码 ${password}，首次登录后请修改密码。`,
  linked: (school: string) => `【智慧幼儿园】您已被设为“${school}”的园长，请使用原账号密码登录。`,
};

/** After the commit (a rolled-back creation texts nobody). */
export async function textDirector(ctx: AppContext, school: string, a: Appointed, ip?: string): Promise<void> {
  const text = a.initialPassword ? directorSms.newAccount(school, a.phone, a.initialPassword) : directorSms.linked(school);
  await sendSms(ctx, a.phone, text, ip);
}
