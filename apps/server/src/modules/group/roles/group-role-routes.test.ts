import { groupRolePermissionEndpoints as P, groupRoleEndpoints as R } from '@kg/shared/modules/group/roles';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { groupRoleSchoolCodes, memberRoles } from '../../../db/schema/index.ts';
import { count, loginEmployee, type OtherGroup, one, otherGroup } from '../organization/org-test-kit.ts';

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

describe('group roles', () => {
  it('lists, adds, renames and deletes a role nobody holds; a held or built-in role stays', async () => {
    const list = ok(await call(R.list, admin, {}));
    expect(list.list.map((r) => r.name)).toEqual(['集团管理员', '保健督导', '运营专员']);
    // the demo health supervisor reads every health page the README names: nine school read codes (group-role-demo.ts)
    expect(list.list[1]).toMatchObject({ holderCount: 1, consoleCodes: [], schoolCodeCount: 9 });
    expect(ok(await call(R.options, ops)).map((r) => r.name)).toEqual(['集团管理员', '保健督导', '运营专员']);
    const id = ok(await call(R.add, admin, { name: '财务督导', description: '看账' })).id;
    ok(await call(R.update, admin, { id, name: '财务总监', description: '' }));
    expect(await one(t, sql`select name, description from roles where id = ${id}`)).toEqual({ name: '财务总监', description: null });
    refused(await call(R.add, admin, { name: '财务总监' }), 'group-0201', 'name');
    ok(await call(R.remove, admin, { id }));
    const held = list.list[1].id;
    refused(await call(R.remove, admin, { id: held }), 'group-0203');
    refused(await call(R.remove, admin, { id: list.list[0].id }), 'group-0204');
  });

  it('refuses a school session, an employee without the code, another group’s role and bad input', async () => {
    const before = await count(t, 'roles');
    refused(await call(R.list, director, {}), 'common-0403');
    refused(await call(R.add, ops, { name: '越权' }), 'common-0403');
    refused(await call(R.update, admin, { id: other.roleId, name: '改' }), 'common-0405');
    refused(await call(R.remove, admin, { id: other.roleId }), 'common-0405');
    refused(await call(R.add, admin, { name: ' ' }), 'common-0400', 'name');
    expect(await count(t, 'roles')).toBe(before);
    expect((await one(t, sql`select name from roles where id = ${other.roleId}`)).name).toBe('别家角色');
  });
});

describe('role permissions', () => {
  it('answers the school tree, reads and replaces a role’s console and school codes', async () => {
    const tree = ok(await call(P.schoolTree, admin));
    const codes = tree.flatMap((s) => s.pages.flatMap((p) => p.codes.map((c) => c.code)));
    expect(codes).toContain('student-manage');
    expect(codes).toContain('attendance-inspectInfo');
    const roleId = ok(await call(R.add, admin, { name: '督学' })).id;
    ok(
      await call(P.save, admin, {
        roleId,
        consoleCodes: ['group-organization-manage'],
        schoolCodes: ['student-manage', 'school-class-manage'],
      }),
    );
    expect(ok(await call(P.byRole, admin, { roleId }))).toEqual({
      roleId,
      consoleCodes: ['group-organization-manage'],
      schoolCodes: ['school-class-manage', 'student-manage'],
      // the administrator gives anything and holds no role of their own here
      heldBySelf: false,
      grantableSchoolCodes: null,
    });
    ok(await call(P.save, admin, { roleId, consoleCodes: [], schoolCodes: ['student-manage'] }));
    expect(ok(await call(P.byRole, admin, { roleId })).schoolCodes).toEqual(['student-manage']);
  });

  it('refuses unknown codes naming the list, another group’s role, and removing the last way to manage roles', async () => {
    const roleId = (await one<{ id: number }>(t, sql`select id from roles where institution_id = ${admin.schoolId} and name = '运营专员'`))
      .id;
    const before = await count(t, 'group_role_school_codes', sql`role_id = ${roleId}`);
    refused(await call(P.save, admin, { roleId, consoleCodes: ['nope'], schoolCodes: [] }), 'group-0202', 'consoleCodes');
    refused(await call(P.save, admin, { roleId, consoleCodes: [], schoolCodes: ['group-role-manage'] }), 'group-0202', 'schoolCodes');
    refused(await call(P.byRole, admin, { roleId: other.roleId }), 'common-0405');
    refused(await call(P.save, admin, { roleId: other.roleId, consoleCodes: [], schoolCodes: [] }), 'common-0405');
    expect(await count(t, 'group_role_school_codes', sql`role_id = ${roleId}`)).toBe(before);
    // the administrator flag is the only way left: once it goes, the role holding the code must keep it
    const keeper = ok(await call(R.add, admin, { name: '角色管理' })).id;
    ok(await call(P.save, admin, { roleId: keeper, consoleCodes: ['group-role-manage'], schoolCodes: [] }));
    await t.db.execute(
      sql`insert into member_roles (institution_id, member_id, role_id) values (${admin.schoolId}, ${ops.teacherId}, ${keeper})`,
    );
    await t.db.execute(sql`update members set is_admin = false where institution_id = ${admin.schoolId} and id = ${admin.teacherId}`);
    const opsAgain = await loginEmployee(t, 'operations');
    refused(await call(P.save, opsAgain, { roleId: keeper, consoleCodes: [], schoolCodes: [] }), 'group-0207', 'roleId');
    expect(await count(t, 'role_permissions', sql`role_id = ${keeper}`)).toBe(1);
    // the editor is told the role is theirs, and which school codes they may give: those of their own roles
    const view = ok(await call(P.byRole, opsAgain, { roleId: keeper }));
    const theirRoles = t.db.select({ roleId: memberRoles.roleId }).from(memberRoles).where(eq(memberRoles.memberId, ops.teacherId));
    const own = await t.db
      .selectDistinct({ code: groupRoleSchoolCodes.code })
      .from(groupRoleSchoolCodes)
      .where(inArray(groupRoleSchoolCodes.roleId, theirRoles))
      .orderBy(groupRoleSchoolCodes.code);
    expect(view).toMatchObject({ heldBySelf: true, grantableSchoolCodes: own.map((r) => r.code) });
    expect(view.grantableSchoolCodes?.length).toBeGreaterThan(0);
  });
});
