import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { linkOrCreateAccount } from '../../../platform/accounts/index.ts';
import { sendSms } from '../../../platform/sms/index.ts';

type Tx = Parameters<typeof linkOrCreateAccount>[0];

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
  const acc = await tx.execute<{ disabled: boolean }>(sql`select disabled from accounts where id = ${account.accountId}`);
  if (acc.rows[0]?.disabled) throw new AppError('group-0002', { field: 'director.phone' });
  const prior = await tx.execute<{ id: number }>(sql`update members set status = 1, is_admin = true, all_range = true
    where institution_id = ${schoolId} and account_id = ${account.accountId} returning id`);
  let memberId = prior.rows[0]?.id;
  if (memberId === undefined) {
    const m = await tx.execute<{ id: number }>(sql`insert into members (institution_id, account_id, real_name, status, is_admin, all_range)
      values (${schoolId}, ${account.accountId}, ${d.name}, 1, true, true) returning id`);
    memberId = m.rows[0].id;
    await tx.execute(sql`insert into staff_profiles (school_id, member_id, post_type, job_title, entry_date)
      values (${schoolId}, ${memberId}, 1, '园长', ${today})`);
    await tx.execute(
      sql`insert into member_history (school_id, member_id, action, happened_on) values (${schoolId}, ${memberId}, 1, ${today})`,
    );
  }
  await tx.execute(sql`insert into member_roles (institution_id, member_id, role_id)
    select ${schoolId}, ${memberId}, id from roles where institution_id = ${schoolId} and builtin = 'director'
    on conflict do nothing`);
  return { memberId: Number(memberId), phone: d.phone, initialPassword: account.initialPassword };
}

/** The former director stays on the staff without the administrator flag and the director role. */
export async function relieveDirector(tx: Tx, schoolId: number, memberId: number): Promise<void> {
  await tx.execute(sql`update members set is_admin = false where institution_id = ${schoolId} and id = ${memberId}`);
  await tx.execute(sql`delete from member_roles where institution_id = ${schoolId} and member_id = ${memberId}
    and role_id in (select id from roles where institution_id = ${schoolId} and builtin = 'director')`);
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
