import { sql } from 'drizzle-orm';
import { login, type TestApp } from '../../../../test/harness.ts';
import { hashPassword } from '../../../core/password.ts';

/** Test helpers of the accounts area (not used by the server). */

export async function rows<T = Record<string, unknown>>(t: TestApp, q: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.db.execute(q)).rows as T[];
}

export async function one<T = Record<string, unknown>>(t: TestApp, q: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(t, q))[0];
}

/** What the accounts area writes for a school, to prove a refused call wrote nothing. */
export async function footprint(t: TestApp, schoolId: number) {
  return one(
    t,
    sql`select (select count(*)::int from members where institution_id = ${schoolId}) as members,
      (select count(*)::int from member_sign_in_blocks where school_id = ${schoolId}) as blocks,
      (select count(*)::int from sessions where institution_id = ${schoolId} and revoked_at is null) as live,
      (select count(*)::int from sms_messages) as sms,
      (select string_agg(password_hash, ',' order by id) from accounts) as passwords`,
  );
}

/** A member of the school holding a custom role with exactly `codes`, signed in. */
export async function signInWithCodes(t: TestApp, schoolId: number, phone: string, codes: string[]) {
  const hash = await hashPassword('Kg@123456');
  const acc = await one<{ id: number }>(
    t,
    sql`insert into accounts (phone, password_hash, real_name) values (${phone}, ${hash}, '账号管理员') returning id`,
  );
  const m = await one<{ id: number }>(
    t,
    sql`insert into members (institution_id, account_id, real_name, all_range) values (${schoolId}, ${acc.id}, '账号管理员', true) returning id`,
  );
  const role = await one<{ id: number }>(
    t,
    sql`insert into roles (institution_id, name) values (${schoolId}, ${`role-${phone}`}) returning id`,
  );
  for (const code of codes)
    await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code) values (${schoolId}, ${role.id}, ${code})`);
  await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id) values (${schoolId}, ${m.id}, ${role.id})`);
  return { ...(await login(t.app, phone, 'Kg@123456')), roleId: role.id, memberId: m.id };
}
