import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { type LoginResult, login, type TestApp } from '../../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';
import { GROUP_DEMO_EMPLOYEES } from './organization-demo.ts';

/** Test fixtures of the group console's organisation and roles (not used by the server): sessions, rows, another group. */

export const loginEmployee = (t: TestApp, key: keyof typeof GROUP_DEMO_EMPLOYEES): Promise<LoginResult> =>
  login(t.app, GROUP_DEMO_EMPLOYEES[key].phone, DEMO_PASSWORD);

export async function one<T = Record<string, unknown>>(t: TestApp, q: ReturnType<typeof sql>): Promise<T> {
  return (await t.db.execute(q)).rows[0] as T;
}

export async function count(t: TestApp, table: string, where = sql`true`): Promise<number> {
  return (await one<{ n: number }>(t, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)).n;
}

export interface OtherGroup {
  groupId: number;
  schoolId: number;
  departmentId: number;
  roleId: number;
  memberId: number;
}

/** A second group with a school, a department, a role and an employee: ids the demo group must never reach. */
export async function otherGroup(t: TestApp): Promise<OtherGroup> {
  const g = await one<{ id: number }>(
    t,
    sql`insert into institutions (type, name) values (${InstitutionType.group}, '别家集团') returning id`,
  );
  const s = await one<{ id: number }>(
    t,
    sql`insert into institutions (type, name, group_id) values (${InstitutionType.school}, '别家幼儿园', ${g.id}) returning id`,
  );
  const d = await one<{ id: number }>(
    t,
    sql`insert into group_departments (institution_id, name) values (${g.id}, '别家部门') returning id`,
  );
  const r = await one<{ id: number }>(t, sql`insert into roles (institution_id, name) values (${g.id}, '别家角色') returning id`);
  const a = await one<{ id: number }>(
    t,
    sql`insert into accounts (phone, password_hash, real_name) values ('13700009999', 'x', '别家员工') returning id`,
  );
  const m = await one<{ id: number }>(
    t,
    sql`insert into members (institution_id, account_id, real_name) values (${g.id}, ${a.id}, '别家员工') returning id`,
  );
  return { groupId: g.id, schoolId: s.id, departmentId: d.id, roleId: r.id, memberId: m.id };
}
