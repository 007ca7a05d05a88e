import { departmentEndpoints as D } from '@kg/shared/modules/group/organization';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
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

const tree = async () => ok(await call(D.tree, admin, { parentId: 0 }));
const idOf = async (name: string) => (await tree()).find((d) => d.name === name)!.id;

describe('departments', () => {
  it('lists the tree parents first, adds, renames, moves and deletes an empty department', async () => {
    expect((await tree()).map((d) => `${d.depth}:${d.name}`)).toEqual(['1:集团总部', '2:运营部', '2:保健部', '2:财务部']);
    const top = await idOf('集团总部');
    const id = ok(await call(D.add, ops, { name: ' 培训部 ', parentId: top })).id;
    ok(await call(D.rename, admin, { id, name: '教研部' }));
    const ops1 = await idOf('运营部');
    ok(await call(D.move, admin, { id, parentId: ops1 }));
    const below = ok(await call(D.tree, admin, { parentId: ops1 }));
    expect(below).toEqual([{ id, parentId: ops1, name: '教研部', depth: 1, employeeCount: 0, childCount: 0 }]);
    ok(await call(D.remove, admin, { id }));
    expect(await count(t, 'group_departments', sql`id = ${id}`)).toBe(0);
  });

  it('never moves a department below itself, nor deletes one with sub-departments or employees', async () => {
    const top = await idOf('集团总部');
    const child = await idOf('财务部');
    refused(await call(D.move, admin, { id: top, parentId: child }), 'group-0102', 'parentId');
    refused(await call(D.move, admin, { id: top, parentId: top }), 'group-0102');
    expect((await one(t, sql`select parent_id as p from group_departments where id = ${top}`)).p).toBeNull();
    refused(await call(D.remove, admin, { id: top }), 'group-0103');
    refused(await call(D.remove, admin, { id: await idOf('保健部') }), 'group-0104');
    refused(await call(D.add, admin, { name: '运营部', parentId: top }), 'group-0101', 'name');
  });

  it('refuses a school session, an employee without the code, another group’s ids and bad input, writing nothing', async () => {
    const before = await count(t, 'group_departments');
    refused(await call(D.tree, director, {}), 'common-0403');
    refused(await call(D.add, health, { name: '某部' }), 'common-0403');
    refused(await call(D.add, admin, { name: '某部', parentId: other.departmentId }), 'common-0405', 'parentId');
    refused(await call(D.rename, admin, { id: other.departmentId, name: '改名' }), 'common-0405');
    refused(await call(D.remove, admin, { id: other.departmentId }), 'common-0405');
    refused(await call(D.add, admin, { name: '' }), 'common-0400', 'name');
    refused(await call(D.add, admin, { name: '某部' }, { headers: { schoolid: String(other.groupId) } }), 'gateway-0105');
    expect(await count(t, 'group_departments')).toBe(before);
    expect((await one(t, sql`select name from group_departments where id = ${other.departmentId}`)).name).toBe('别家部门');
  });
});
