import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
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
const tree = async (token = admin.token) => (await post(t, `${D}/listByParentId`, token, { parentId: 0 })).json().data;
const idOf = async (name: string) => (await tree()).find((d: { name: string }) => d.name === name).id as number;

describe('departments', () => {
  it('lists the tree parents first, adds, renames, moves and deletes an empty department', async () => {
    expect((await tree()).map((d: { name: string; depth: number }) => `${d.depth}:${d.name}`)).toEqual([
      '1:集团总部',
      '2:运营部',
      '2:保健部',
      '2:财务部',
    ]);
    const top = await idOf('集团总部');
    const add = (await post(t, `${D}/add`, ops.token, { name: ' 培训部 ', parentId: top })).json();
    expect(add.code).toBe('common-0001');
    const id = add.data.id;
    expect((await post(t, `${D}/update`, admin.token, { id, name: '教研部' })).json().code).toBe('common-0001');
    const ops1 = await idOf('运营部');
    expect((await post(t, `${D}/move`, admin.token, { id, parentId: ops1 })).json().code).toBe('common-0001');
    const below = (await post(t, `${D}/listByParentId`, admin.token, { parentId: ops1 })).json().data;
    expect(below).toEqual([{ id, parentId: ops1, name: '教研部', depth: 1, employeeCount: 0, childCount: 0 }]);
    expect((await post(t, `${D}/delete`, admin.token, { id })).json().code).toBe('common-0001');
    expect(await count(t, 'group_departments', sql`id = ${id}`)).toBe(0);
  });

  it('never moves a department below itself, nor deletes one with sub-departments or employees', async () => {
    const top = await idOf('集团总部');
    const child = await idOf('财务部');
    expect((await post(t, `${D}/move`, admin.token, { id: top, parentId: child })).json()).toMatchObject({
      code: 'group-0102',
      data: { field: 'parentId' },
    });
    expect((await post(t, `${D}/move`, admin.token, { id: top, parentId: top })).json().code).toBe('group-0102');
    expect((await one(t, sql`select parent_id as p from group_departments where id = ${top}`)).p).toBeNull();
    expect((await post(t, `${D}/delete`, admin.token, { id: top })).json().code).toBe('group-0103');
    expect((await post(t, `${D}/delete`, admin.token, { id: await idOf('保健部') })).json().code).toBe('group-0104');
    expect((await post(t, `${D}/add`, admin.token, { name: '运营部', parentId: top })).json()).toMatchObject({
      code: 'group-0101',
      data: { field: 'name' },
    });
  });

  it('refuses a school session, an employee without the code, another group’s ids and bad input, writing nothing', async () => {
    const before = await count(t, 'group_departments');
    expect((await post(t, `${D}/listByParentId`, director.token)).json().code).toBe('common-0403');
    expect((await post(t, `${D}/add`, health.token, { name: '某部' })).json().code).toBe('common-0403');
    expect((await post(t, `${D}/add`, admin.token, { name: '某部', parentId: other.departmentId })).json()).toMatchObject({
      code: 'common-0405',
      data: { field: 'parentId' },
    });
    expect((await post(t, `${D}/update`, admin.token, { id: other.departmentId, name: '改名' })).json().code).toBe('common-0405');
    expect((await post(t, `${D}/delete`, admin.token, { id: other.departmentId })).json().code).toBe('common-0405');
    expect((await post(t, `${D}/add`, admin.token, { name: '' })).json()).toMatchObject({ code: 'common-0400', data: { field: 'name' } });
    expect((await post(t, `${D}/add`, admin.token, { name: '某部' }, { schoolid: String(other.groupId) })).json().code).toBe(
      'gateway-0105',
    );
    expect(await count(t, 'group_departments')).toBe(before);
    expect((await one(t, sql`select name from group_departments where id = ${other.departmentId}`)).name).toBe('别家部门');
  });
});
