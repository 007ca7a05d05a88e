import { sql } from 'drizzle-orm';
import { type LoginResult, login, loginAs, type TestApp } from '../../../../test/harness.ts';
import { hashPassword } from '../../../core/password.ts';

/** Test helpers of the roles area (not used by the server). */

export interface Cast {
  director1: LoginResult;
  director2: LoginResult;
  teacher: LoginResult;
}

export async function cast(t: TestApp): Promise<Cast> {
  const [director1, director2, teacher] = await Promise.all(['director1', 'director2', 'teacher'].map((k) => loginAs(t.app, k as never)));
  return { director1, director2, teacher };
}

export async function one<T = Record<string, unknown>>(t: TestApp, q: ReturnType<typeof sql>): Promise<T> {
  return (await t.db.execute(q)).rows[0] as T;
}

/** A row count, to prove a refused call wrote nothing. */
export async function count(t: TestApp, table: string, where = sql`true`): Promise<number> {
  return (await one<{ n: number }>(t, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)).n;
}

export async function roleId(t: TestApp, schoolId: number, builtin: string): Promise<number> {
  return (await one<{ id: number }>(t, sql`select id from roles where institution_id = ${schoolId} and builtin = ${builtin}`)).id;
}

/** A new account of the school holding one new role with exactly `codes`, signed in. */
export async function signInWithCodes(t: TestApp, schoolId: number, phone: string, codes: string[]) {
  const acc = await one<{ id: number }>(
    t,
    sql`insert into accounts (phone, password_hash, real_name) values (${phone}, ${await hashPassword('Kg@123456')}, '角色测试') returning id`,
  );
  const m = await one<{ id: number }>(
    t,
    sql`insert into members (institution_id, account_id, real_name) values (${schoolId}, ${acc.id}, '角色测试') returning id`,
  );
  const role = await one<{ id: number }>(
    t,
    sql`insert into roles (institution_id, name) values (${schoolId}, ${`role-${phone}`}) returning id`,
  );
  await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
    select ${schoolId}, ${role.id}, c from unnest(${sql.param(codes)}::text[]) c`);
  await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id) values (${schoolId}, ${m.id}, ${role.id})`);
  return { ...(await login(t.app, phone, 'Kg@123456')), roleId: role.id, memberId: m.id };
}
