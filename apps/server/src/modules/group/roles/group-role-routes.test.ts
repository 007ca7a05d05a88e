import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { count, loginEmployee, type OtherGroup, one, otherGroup, post } from '../organization/org-test-kit.ts';

let t: TestApp;
let admin: LoginResult;
let ops: LoginResult;
let director: LoginResult;
let other: OtherGroup;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'groupAdmin');
  ops = await loginEmployee(t, 'operations');
  director = await loginAs(t.app, 'director1');
  other = await otherGroup(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const R = '/user/v1/group/role';
const P = '/user/v1/group/role-permission';

describe('group roles', () => {
  it('lists, adds, renames and deletes a role nobody holds; a held or built-in role stays', async () => {
    const list = (await post(t, `${R}/get-list`, admin.token)).json().data;
    expect(list.list.map((r: { name: string }) => r.name)).toEqual(['集团管理员', '保健督导', '运营专员']);
    // the demo health supervisor reads every health page the README names: nine school read codes (group-role-demo.ts)
    expect(list.list[1]).toMatchObject({ holderCount: 1, consoleCodes: [], schoolCodeCount: 9 });
    expect((await post(t, `${R}/option`, ops.token)).json().data.map((r: { name: string }) => r.name)).toEqual([
      '集团管理员',
      '保健督导',
      '运营专员',
    ]);
    const id = (await post(t, `${R}/add`, admin.token, { name: '财务督导', description: '看账' })).json().data.id;
    expect((await post(t, `${R}/update`, admin.token, { id, name: '财务总监', description: '' })).json().code).toBe('common-0001');
    expect(await one(t, sql`select name, description from roles where id = ${id}`)).toEqual({ name: '财务总监', description: null });
    expect((await post(t, `${R}/add`, admin.token, { name: '财务总监' })).json()).toMatchObject({
      code: 'group-0201',
      data: { field: 'name' },
    });
    expect((await post(t, `${R}/delete`, admin.token, { id })).json().code).toBe('common-0001');
    const held = list.list[1].id;
    expect((await post(t, `${R}/delete`, admin.token, { id: held })).json().code).toBe('group-0203');
    expect((await post(t, `${R}/delete`, admin.token, { id: list.list[0].id })).json().code).toBe('group-0204');
  });

  it('refuses a school session, an employee without the code, another group’s role and bad input', async () => {
    const before = await count(t, 'roles');
    expect((await post(t, `${R}/get-list`, director.token)).json().code).toBe('common-0403');
    expect((await post(t, `${R}/add`, ops.token, { name: '越权' })).json().code).toBe('common-0403');
    expect((await post(t, `${R}/update`, admin.token, { id: other.roleId, name: '改' })).json().code).toBe('common-0405');
    expect((await post(t, `${R}/delete`, admin.token, { id: other.roleId })).json().code).toBe('common-0405');
    expect((await post(t, `${R}/add`, admin.token, { name: ' ' })).json()).toMatchObject({ code: 'common-0400', data: { field: 'name' } });
    expect(await count(t, 'roles')).toBe(before);
    expect((await one(t, sql`select name from roles where id = ${other.roleId}`)).name).toBe('别家角色');
  });
});

describe('role permissions', () => {
  it('answers the school tree, reads and replaces a role’s console and school codes', async () => {
    const tree = (await post(t, `${P}/get-group-school-atomic-permission`, admin.token)).json().data;
    const codes = tree.flatMap((s: { pages: { codes: { code: string }[] }[] }) => s.pages.flatMap((p) => p.codes.map((c) => c.code)));
    expect(codes).toContain('student-manage');
    expect(codes).toContain('attendance-inspectInfo');
    const roleId = (await post(t, `${R}/add`, admin.token, { name: '督学' })).json().data.id;
    const save = await post(t, `${P}/save-permission`, admin.token, {
      roleId,
      consoleCodes: ['group-organization-manage'],
      schoolCodes: ['student-manage', 'school-class-manage'],
    });
    expect(save.json().code).toBe('common-0001');
    expect((await post(t, `${P}/get-by-role-id`, admin.token, { roleId })).json().data).toEqual({
      roleId,
      consoleCodes: ['group-organization-manage'],
      schoolCodes: ['school-class-manage', 'student-manage'],
      // the administrator gives anything and holds no role of their own here
      heldBySelf: false,
      grantableSchoolCodes: null,
    });
    await post(t, `${P}/save-permission`, admin.token, { roleId, consoleCodes: [], schoolCodes: ['student-manage'] });
    expect((await post(t, `${P}/get-by-role-id`, admin.token, { roleId })).json().data.schoolCodes).toEqual(['student-manage']);
  });

  it('refuses unknown codes naming the list, another group’s role, and removing the last way to manage roles', async () => {
    const roleId = (await one<{ id: number }>(t, sql`select id from roles where institution_id = ${admin.schoolId} and name = '运营专员'`))
      .id;
    const before = await count(t, 'group_role_school_codes', sql`role_id = ${roleId}`);
    expect((await post(t, `${P}/save-permission`, admin.token, { roleId, consoleCodes: ['nope'], schoolCodes: [] })).json()).toMatchObject({
      code: 'group-0202',
      data: { field: 'consoleCodes' },
    });
    expect(
      (await post(t, `${P}/save-permission`, admin.token, { roleId, consoleCodes: [], schoolCodes: ['group-role-manage'] })).json(),
    ).toMatchObject({ code: 'group-0202', data: { field: 'schoolCodes' } });
    expect((await post(t, `${P}/get-by-role-id`, admin.token, { roleId: other.roleId })).json().code).toBe('common-0405');
    expect(
      (await post(t, `${P}/save-permission`, admin.token, { roleId: other.roleId, consoleCodes: [], schoolCodes: [] })).json().code,
    ).toBe('common-0405');
    expect(await count(t, 'group_role_school_codes', sql`role_id = ${roleId}`)).toBe(before);
    // the administrator flag is the only way left: once it goes, the role holding the code must keep it
    const keeper = (await post(t, `${R}/add`, admin.token, { name: '角色管理' })).json().data.id;
    await post(t, `${P}/save-permission`, admin.token, { roleId: keeper, consoleCodes: ['group-role-manage'], schoolCodes: [] });
    await t.db.execute(
      sql`insert into member_roles (institution_id, member_id, role_id) values (${admin.schoolId}, ${ops.teacherId}, ${keeper})`,
    );
    await t.db.execute(sql`update members set is_admin = false where institution_id = ${admin.schoolId} and id = ${admin.teacherId}`);
    const opsAgain = await loginEmployee(t, 'operations');
    expect(
      (await post(t, `${P}/save-permission`, opsAgain.token, { roleId: keeper, consoleCodes: [], schoolCodes: [] })).json(),
    ).toMatchObject({ code: 'group-0207', data: { field: 'roleId' } });
    expect(await count(t, 'role_permissions', sql`role_id = ${keeper}`)).toBe(1);
    // the editor is told the role is theirs, and which school codes they may give: those of their own roles
    const view = (await post(t, `${P}/get-by-role-id`, opsAgain.token, { roleId: keeper })).json().data;
    const own = await t.db.execute<{ code: string }>(sql`select distinct code from group_role_school_codes
      where role_id in (select role_id from member_roles where member_id = ${ops.teacherId}) order by code`);
    expect(view).toMatchObject({ heldBySelf: true, grantableSchoolCodes: own.rows.map((r) => r.code) });
    expect(view.grantableSchoolCodes.length).toBeGreaterThan(0);
  });
});
