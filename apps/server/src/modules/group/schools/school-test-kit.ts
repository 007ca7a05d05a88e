import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness.ts';
import { hashPassword } from '../../../core/password.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';

/** Test helpers of the group's schools: the demo ids, a group employee with chosen codes and scope. */

export const idOf = async (t: TestApp, name: string): Promise<number> =>
  Number((await t.db.execute<{ id: number }>(sql`select id from institutions where name = ${name}`)).rows[0].id);

export const countOf = async (t: TestApp, table: string): Promise<number> =>
  Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0].n);

/**
 * A group employee (password DEMO_PASSWORD) holding `codes` through one role of the group and
 * reaching `schoolIds` (group_employee_schools); answers the phone to sign in with.
 */
export async function groupEmployee(t: TestApp, groupId: number, phone: string, codes: string[], schoolIds: number[]): Promise<string> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const a = await t.db.execute<{ id: number }>(
    sql`insert into accounts (phone, password_hash, real_name) values (${phone}, ${hash}, '测试员工') returning id`,
  );
  const m = await t.db.execute<{ id: number }>(sql`insert into members (institution_id, account_id, real_name)
    values (${groupId}, ${a.rows[0].id}, '测试员工') returning id`);
  const memberId = m.rows[0].id;
  if (codes.length) {
    const r = await t.db.execute<{ id: number }>(
      sql`insert into roles (institution_id, name) values (${groupId}, ${`role-${phone}`}) returning id`,
    );
    await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
      select ${groupId}, ${r.rows[0].id}, unnest(${sql.param(codes)}::text[])`);
    await t.db.execute(
      sql`insert into member_roles (institution_id, member_id, role_id) values (${groupId}, ${memberId}, ${r.rows[0].id})`,
    );
  }
  for (const s of schoolIds) {
    await t.db.execute(sql`insert into group_employee_schools (group_id, member_id, school_id) values (${groupId}, ${memberId}, ${s})`);
  }
  return phone;
}

/** A complete creation body; `over` replaces whole parts. */
export const newSchool = (name: string, phone: string, over: Record<string, unknown> = {}) => ({
  school: { name, shortName: '新园', schoolType: 1, regionKeys: '350000,350200,350212', address: '同安区新城路 9 号', capacity: 300 },
  director: { name: '新园长', phone },
  payment: {
    merchantName: '厦门新园教育',
    merchantNo: '1600012345',
    appId: 'wx1234567890abcdef',
    settlementAccount: '6222020200112233445',
    apiKey: 'k3y-Secret-0001',
  },
  ...over,
});
