import { employeeEndpoints } from '@kg/shared/modules/group/organization';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, refused, type TestApp } from '../../../../test/harness.ts';
import { receiveLinkCode } from '../../accounts/testing.ts';
import { count, loginEmployee, type OtherGroup, one, otherGroup, post } from './org-test-kit.ts';

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

const D = '/kid-arch/v1/group/organization';
const E = '/kid-arch/v1/group/accountEmployee';
const tree = async (token = admin.token) => (await post(t, `${D}/listByParentId`, token, { parentId: 0 })).json().data;
const idOf = async (name: string) => (await tree()).find((d: { name: string }) => d.name === name).id as number;

const roleId = async (name: string) =>
  (await one<{ id: number }>(t, sql`select id from roles where institution_id = ${admin.schoolId} and name = ${name}`)).id;

describe('employees', () => {
  it('adds an employee with a new account and a first-sign-in text, reads, lists masked, updates and ends them', async () => {
    const [s1, s2] = (await post(t, `${E}/school-options`, admin.token)).json().data.map((s: { id: number }) => s.id);
    const body = {
      realName: '郑洁',
      phone: '13512349876',
      departmentId: await idOf('保健部'),
      jobTitle: '督导',
      roleIds: [await roleId('保健督导')],
      allRange: false,
      schoolIds: [s1, s2],
    };
    const add = (await post(t, `${E}/add`, admin.token, body)).json();
    expect(add.code).toBe('common-0001');
    const id = add.data.id;
    const sms = (await one<{ content: string }>(t, sql`select content from sms_messages where phone = '13512349876'`)).content;
    const password = /初始密码 (\S+)，/.exec(sms)?.[1];
    expect(password).toBeTruthy();
    expect((await login(t.app, '13512349876', password!)).needUpdatePassword).toBe(true);
    const detail = (await post(t, `${E}/getById`, admin.token, { id })).json().data;
    expect(detail).toMatchObject({
      realName: '郑洁',
      phone: '13512349876',
      jobTitle: '督导',
      allRange: false,
      schoolIds: [s1, s2],
      status: 1,
    });
    const list = (await post(t, `${E}/list`, admin.token, { keyword: '9876', departmentId: await idOf('集团总部') })).json().data;
    expect(list.list).toEqual([expect.objectContaining({ id, phone: '135****9876', departmentName: '保健部', schoolCount: 2 })]);
    expect(list.list[0].roles).toEqual([{ id: body.roleIds[0], name: '保健督导' }]);
    const upd = await post(t, `${E}/update`, admin.token, { ...body, id, phone: undefined, realName: '郑洁2', schoolIds: [s2] });
    expect(upd.json().code).toBe('common-0001');
    expect((await post(t, `${E}/getById`, admin.token, { id })).json().data).toMatchObject({ realName: '郑洁2', schoolIds: [s2] });
    expect((await post(t, `${E}/leave`, admin.token, { id })).json().code).toBe('common-0001');
    expect((await post(t, `${E}/list`, admin.token, { status: 2 })).json().data.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await post(t, `${E}/leave`, admin.token, { id })).json().code).toBe('group-0106');
  });

  it("links the existing account of a phone as it is, only with its person's code, texting to sign in with it", async () => {
    const before = await one<{ id: number; hash: string }>(
      t,
      sql`select id, password_hash as hash from accounts where phone = '13900000012'`,
    );
    const body = { realName: '园长借调', phone: '13900000012', departmentId: null, roleIds: [], allRange: true, schoolIds: [] };
    const members = await count(t, 'members', sql`institution_id = ${admin.schoolId}`);
    expect((await post(t, `${E}/add`, admin.token, body)).json()).toMatchObject({ code: 'kid-arch-0033', data: { field: 'linkCode' } });
    expect(await count(t, 'members', sql`institution_id = ${admin.schoolId}`)).toBe(members);
    const linkCode = await receiveLinkCode(t.app, t.db, admin.token, '13900000012');
    const id = (await post(t, `${E}/add`, admin.token, { ...body, linkCode })).json().data.id;
    const m = await one<{ accountId: number }>(
      t,
      sql`select account_id as "accountId" from members where institution_id = ${admin.schoolId} and id = ${id}`,
    );
    expect(Number(m.accountId)).toBe(Number(before.id));
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
    const [school] = (await post(t, `${E}/school-options`, admin.token)).json().data.map((s: { id: number }) => s.id);
    const base = { realName: '某人', phone: '13512340077', departmentId: null, roleIds: [], allRange: false, schoolIds: [school] };
    expect((await post(t, `${E}/add`, admin.token, { ...base, phone: '13900000041' })).json()).toMatchObject({
      code: 'group-0105',
      data: { field: 'phone' },
    });
    for (const [field, patch] of [
      ['roleIds', { roleIds: [other.roleId] }],
      ['departmentId', { departmentId: other.departmentId }],
      ['schoolIds', { schoolIds: [other.schoolId] }],
    ] as const) {
      expect((await post(t, `${E}/add`, admin.token, { ...base, ...patch })).json()).toMatchObject({
        code: 'common-0405',
        data: { field },
      });
    }
    expect((await post(t, `${E}/add`, admin.token, { ...base, phone: '12345' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'phone' },
    });
    expect((await post(t, `${E}/getById`, admin.token, { id: other.memberId })).json().code).toBe('common-0405');
    expect((await post(t, `${E}/leave`, admin.token, { id: other.memberId })).json().code).toBe('common-0405');
    expect((await post(t, `${E}/list`, director.token)).json().code).toBe('common-0403');
    expect((await post(t, `${E}/add`, health.token, base)).json().code).toBe('common-0403');
    expect(await count(t, 'members', sql`institution_id = ${admin.schoolId}`)).toBe(before);
    expect(await count(t, 'accounts', sql`phone = '13512340077'`)).toBe(0);
    expect(await count(t, 'members', sql`institution_id = ${other.groupId} and status = 1`)).toBe(1);
  });

  it('refuses an employee who reaches neither the whole group nor a listed school, naming the schools, writing nothing', async () => {
    const base = { realName: '某人', departmentId: null, jobTitle: null, roleIds: [], allRange: false, schoolIds: [] };
    refused(await call(employeeEndpoints.add, admin, { ...base, phone: '13512340099', linkCode: null }), 'common-0400', 'schoolIds');
    expect(await count(t, 'accounts', sql`phone = '13512340099'`)).toBe(0);
    const id = admin.teacherId;
    const before = await one<{ n: number }>(t, sql`select count(*)::int as n from group_employee_schools where member_id = ${id}`);
    refused(await call(employeeEndpoints.update, admin, { ...base, id }), 'common-0400', 'schoolIds');
    expect(await one(t, sql`select count(*)::int as n from group_employee_schools where member_id = ${id}`)).toEqual(before);
  });

  it('lets an employee with a narrower reach grant only schools within it, never the whole group', async () => {
    const role = await t.db.execute<{ id: number }>(
      sql`select id from roles where institution_id = ${admin.schoolId} and name = '保健督导'`,
    );
    await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
      values (${admin.schoolId}, ${role.rows[0].id}, 'group-employee-manage')`);
    const options = (await post(t, `${E}/school-options`, health.token)).json().data;
    expect(options).toHaveLength(1);
    const all = (await post(t, `${E}/school-options`, admin.token)).json().data.map((s: { id: number }) => s.id);
    const outside = all.find((id: number) => id !== options[0].id);
    const base = { realName: '某人', phone: '13512340088', departmentId: null, roleIds: [], allRange: false };
    expect((await post(t, `${E}/add`, health.token, { ...base, schoolIds: [outside] })).json()).toMatchObject({
      code: 'common-0405',
      data: { field: 'schoolIds' },
    });
    expect((await post(t, `${E}/add`, health.token, { ...base, allRange: true, schoolIds: [] })).json()).toMatchObject({
      code: 'common-0403',
      data: { field: 'allRange' },
    });
    expect(await count(t, 'accounts', sql`phone = '13512340088'`)).toBe(0);
    expect((await post(t, `${E}/add`, health.token, { ...base, schoolIds: [options[0].id] })).json().code).toBe('common-0001');
    await t.db.execute(sql`delete from role_permissions where role_id = ${role.rows[0].id} and code = 'group-employee-manage'`);
  });

  it('keeps the last administrator and the caller; the self profile changes name and e-mail only', async () => {
    expect((await post(t, `${E}/leave`, admin.token, { id: admin.teacherId })).json().code).toBe('group-0108');
    expect((await post(t, `${E}/leave`, ops.token, { id: admin.teacherId })).json().code).toBe('group-0107');
    expect(
      (await one(t, sql`select status from members where institution_id = ${admin.schoolId} and id = ${admin.teacherId}`)).status,
    ).toBe(1);
    const self = await post(t, `${E}/updateSelf`, health.token, {
      realName: '周敏敏',
      email: 'zm@example.com',
      roleIds: [],
      allRange: true,
    });
    expect(self.json().code).toBe('common-0001');
    expect((await post(t, `${E}/getSelf`, health.token)).json().data).toMatchObject({
      realName: '周敏敏',
      email: 'zm@example.com',
      allRange: false,
      schoolIds: [expect.any(Number)],
    });
    expect((await post(t, `${E}/updateSelf`, health.token, { realName: '周敏', email: 'not-mail' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'email' },
    });
    expect((await post(t, `${E}/updateSelf`, director.token, { realName: '园长' })).json().code).toBe('common-0403');
  });
});
