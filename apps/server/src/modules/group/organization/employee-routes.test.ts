import type { Payload } from '@kg/shared';
import { departmentEndpoints as D, employeeEndpoints as E } from '@kg/shared/modules/group/organization';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { members as memberRows, rolePermissions } from '../../../db/schema/index.ts';
import { receiveLinkCode } from '../../accounts/testing.ts';
import { count, loginEmployee, type OtherGroup, one, otherGroup } from './org-test-kit.ts';

let t: TestApp;
let admin: LoginResult;
let ops: LoginResult;
let health: LoginResult;
let director: LoginResult;
let other: OtherGroup;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'groupAdmin');
  ops = await loginEmployee(t, 'operations');
  health = await loginEmployee(t, 'healthSupervisor');
  director = await loginAs(t.app, 'director1');
  other = await otherGroup(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const idOf = async (name: string) => ok(await call(D.tree, admin, { parentId: 0 })).find((d) => d.name === name)!.id;
const schoolIds = async (who: LoginResult) => ok(await call(E.schools, who)).map((s) => s.id);

type Add = Payload<typeof E.add>;
/** An employee to add: the fields left out are sent as the form leaves them (absent). */
const employee = (over: Partial<Add>): Add => ({
  realName: '某人',
  phone: '13512340077',
  departmentId: null,
  roleIds: [],
  allRange: false,
  schoolIds: [],
  ...over,
});

const roleId = async (name: string) =>
  (await one<{ id: number }>(t, sql`select id from roles where institution_id = ${admin.schoolId} and name = ${name}`)).id;

describe('employees', () => {
  it('adds an employee with a new account and a first-sign-in text, reads, lists masked, updates and ends them', async () => {
    const [s1, s2] = await schoolIds(admin);
    const supervisor = await roleId('保健督导');
    const body = employee({
      realName: '郑洁',
      phone: '13512349876',
      departmentId: await idOf('保健部'),
      jobTitle: '督导',
      roleIds: [supervisor],
      schoolIds: [s1, s2],
    });
    const id = ok(await call(E.add, admin, body)).id;
    const sms = (await one<{ content: string }>(t, sql`select content from sms_messages where phone = '13512349876'`)).content;
    const password = /初始密码 (\S+)，/.exec(sms)?.[1];
    expect(password).toBeTruthy();
    expect((await login(t.app, '13512349876', password!)).needUpdatePassword).toBe(true);
    const detail = ok(await call(E.getById, admin, { id }));
    expect(detail).toMatchObject({
      realName: '郑洁',
      phone: '13512349876',
      jobTitle: '督导',
      allRange: false,
      schoolIds: [s1, s2],
      status: 1,
    });
    const list = ok(await call(E.list, admin, { keyword: '9876', departmentId: await idOf('集团总部') }));
    expect(list.list).toEqual([expect.objectContaining({ id, phone: '135****9876', departmentName: '保健部', schoolCount: 2 })]);
    expect(list.list[0].roles).toEqual([{ id: supervisor, name: '保健督导' }]);
    const { phone: _phone, linkCode: _code, ...fields } = body;
    ok(await call(E.update, admin, { ...fields, id, realName: '郑洁2', schoolIds: [s2] }));
    expect(ok(await call(E.getById, admin, { id }))).toMatchObject({ realName: '郑洁2', schoolIds: [s2] });
    ok(await call(E.leave, admin, { id }));
    expect(ok(await call(E.list, admin, { status: 2 })).list.map((r) => r.id)).toContain(id);
    refused(await call(E.leave, admin, { id }), 'group-0106');
  });

  it("links the existing account of a phone as it is, only with its person's code, texting to sign in with it", async () => {
    const before = await one<{ id: number; hash: string }>(
      t,
      sql`select id, password_hash as hash from accounts where phone = '13900000012'`,
    );
    const body = employee({ realName: '园长借调', phone: '13900000012', allRange: true });
    const members = await count(t, 'members', sql`institution_id = ${admin.schoolId}`);
    refused(await call(E.add, admin, body), 'kid-arch-0033', 'linkCode');
    expect(await count(t, 'members', sql`institution_id = ${admin.schoolId}`)).toBe(members);
    const linkCode = await receiveLinkCode(t.app, t.db, admin.token, '13900000012');
    const id = ok(await call(E.add, admin, { ...body, linkCode })).id;
    const [m] = await t.db
      .select({ accountId: memberRows.accountId })
      .from(memberRows)
      .where(and(eq(memberRows.institutionId, admin.schoolId), eq(memberRows.id, id)));
    expect(m.accountId).toBe(Number(before.id));
    expect((await one<{ hash: string }>(t, sql`select password_hash as hash from accounts where id = ${before.id}`)).hash).toBe(
      before.hash,
    );
    const sms = await one<{ content: string }>(
      t,
      sql`select content from sms_messages where phone = '13900000012' order by id desc limit 1`,
    );
    expect(sms.content).toContain('原账号密码');
  });

  it('refuses a duplicate phone, another group’s ids, schools beyond the caller and bad input, writing nothing', async () => {
    const before = await count(t, 'members', sql`institution_id = ${admin.schoolId}`);
    const [school] = await schoolIds(admin);
    const base = employee({ schoolIds: [school] });
    refused(await call(E.add, admin, { ...base, phone: '13900000041' }), 'group-0105', 'phone');
    for (const [field, patch] of [
      ['roleIds', { roleIds: [other.roleId] }],
      ['departmentId', { departmentId: other.departmentId }],
      ['schoolIds', { schoolIds: [other.schoolId] }],
    ] as const) {
      refused(await call(E.add, admin, { ...base, ...patch }), 'common-0405', field);
    }
    refused(await call(E.add, admin, { ...base, phone: '12345' }), 'common-0400', 'phone');
    refused(await call(E.getById, admin, { id: other.memberId }), 'common-0405');
    refused(await call(E.leave, admin, { id: other.memberId }), 'common-0405');
    refused(await call(E.list, director), 'common-0403');
    refused(await call(E.add, health, base), 'common-0403');
    expect(await count(t, 'members', sql`institution_id = ${admin.schoolId}`)).toBe(before);
    expect(await count(t, 'accounts', sql`phone = '13512340077'`)).toBe(0);
    expect(await count(t, 'members', sql`institution_id = ${other.groupId} and status = 1`)).toBe(1);
  });

  it('refuses an employee who reaches neither the whole group nor a listed school, naming the schools, writing nothing', async () => {
    const base = { realName: '某人', departmentId: null, jobTitle: null, roleIds: [], allRange: false, schoolIds: [] };
    refused(await call(E.add, admin, { ...base, phone: '13512340099', linkCode: null }), 'common-0400', 'schoolIds');
    expect(await count(t, 'accounts', sql`phone = '13512340099'`)).toBe(0);
    const id = admin.teacherId;
    const before = await one<{ n: number }>(t, sql`select count(*)::int as n from group_employee_schools where member_id = ${id}`);
    refused(await call(E.update, admin, { ...base, id }), 'common-0400', 'schoolIds');
    expect(await one(t, sql`select count(*)::int as n from group_employee_schools where member_id = ${id}`)).toEqual(before);
  });

  it('lets an employee with a narrower reach grant only schools within it, never the whole group', async () => {
    const supervisor = await roleId('保健督导');
    const grant = { institutionId: admin.schoolId, roleId: supervisor, code: 'group-employee-manage' };
    await t.db.insert(rolePermissions).values(grant);
    const options = await schoolIds(health);
    expect(options).toHaveLength(1);
    const outside = (await schoolIds(admin)).find((id) => id !== options[0])!;
    const base = employee({ phone: '13512340088' });
    refused(await call(E.add, health, { ...base, schoolIds: [outside] }), 'common-0405', 'schoolIds');
    refused(await call(E.add, health, { ...base, allRange: true, schoolIds: [] }), 'common-0403', 'allRange');
    expect(await count(t, 'accounts', sql`phone = '13512340088'`)).toBe(0);
    ok(await call(E.add, health, { ...base, schoolIds: [options[0]] }));
    await t.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, supervisor), eq(rolePermissions.code, grant.code)));
  });

  it('keeps the last administrator and the caller; the self profile changes name and e-mail only', async () => {
    refused(await call(E.leave, admin, { id: admin.teacherId }), 'group-0108');
    refused(await call(E.leave, ops, { id: admin.teacherId }), 'group-0107');
    expect(
      (await one(t, sql`select status from members where institution_id = ${admin.schoolId} and id = ${admin.teacherId}`)).status,
    ).toBe(1);
    // roles and scope sent along are not the self profile's: they are dropped, not saved
    ok(await call(E.updateSelf, health, malformed({ realName: '周敏敏', email: 'zm@example.com', roleIds: [], allRange: true })));
    expect(ok(await call(E.self, health))).toMatchObject({
      realName: '周敏敏',
      email: 'zm@example.com',
      allRange: false,
      schoolIds: [expect.any(Number)],
    });
    refused(await call(E.updateSelf, health, { realName: '周敏', email: 'not-mail' }), 'common-0400', 'email');
    refused(await call(E.updateSelf, director, { realName: '园长' }), 'common-0403');
  });
});
