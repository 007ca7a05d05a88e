import { employeeEndpoints } from '@kg/shared/modules/group/organization';
import { rolesEndpoints as E } from '@kg/shared/modules/system/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { rolePermissions } from '../../../db/schema/index.ts';

// Nobody grants what they do not hold, nor changes their own roles (DESIGN §6); the
// institution's administrator is the exception. Each attack is made by a non-administrator.
let t: TestApp;
let director: LoginResult;
let editor: LoginResult; // the teacher, given a role that holds only the role editor's code and a page
let editorRole: number;
let groupAdmin: LoginResult;
let officer: LoginResult; // the group operations officer: employees, not the administrator

const first = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  director = await loginAs(t.app, 'director1');
  const teacher = await loginAs(t.app, 'teacher');
  const s1 = director.schoolId;
  const r = await first<{ id: number }>(sql`insert into roles (institution_id, name) values (${s1}, '角色编辑员') returning id`);
  editorRole = Number(r.id);
  await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
    values (${s1}, ${editorRole}, 'school-role-permission-manage'), (${s1}, ${editorRole}, 'school-role-permission-manage-edit'),
      (${s1}, ${editorRole}, 'teacher-manage-child')`);
  await t.db.execute(
    sql`insert into member_roles (institution_id, member_id, role_id) values (${s1}, ${teacher.teacherId}, ${editorRole})`,
  );
  editor = await loginAs(t.app, 'teacher');
  groupAdmin = await loginAs(t.app, 'groupAdmin');
  officer = await login(t.app, '13900000042', 'Kg@123456');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const codesOf = async (roleId: number) =>
  (
    await t.db
      .select({ code: rolePermissions.code })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.institutionId, director.schoolId), eq(rolePermissions.roleId, roleId)))
      .orderBy(asc(rolePermissions.code))
  ).map((x) => x.code);

describe('school roles', () => {
  it('refuses a new role carrying a code the editor lacks, writing nothing', async () => {
    const before = await first<{ n: number }>(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`);
    const res = await call(E.add, editor, {
      name: '越权角色',
      dataScope: 'school',
      codes: ['teacher-manage-child', 'school-account-manage-add'],
    });
    expect(res.status).toBe(403);
    expect(refused(res, 'system-0207', 'codes')).toMatchObject({ lacking: ['school-account-manage-add'] });
    expect(await first(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`)).toEqual(before);
  });

  it('refuses any change to a role the editor holds', async () => {
    const before = await codesOf(editorRole);
    const res = await call(E.update, editor, {
      id: editorRole,
      name: '角色编辑员',
      dataScope: 'school',
      codes: [...before, 'school-account-manage-add'],
    });
    refused(res, 'system-0208', 'id');
    expect(await codesOf(editorRole)).toEqual(before);
    // the editor is told so when opening it; the director, the administrator, never is
    const get = (who: LoginResult, id: number) => call(E.get, who, { id }).then((r) => ok(r));
    expect((await get(editor, editorRole)).heldBySelf).toBe(true);
    expect((await get(director, editorRole)).heldBySelf).toBe(false);
    const directorRole = await first<{ id: number }>(
      sql`select id from roles where institution_id = ${director.schoolId} and builtin = 'director'`,
    );
    expect((await get(director, Number(directorRole.id))).heldBySelf).toBe(false);
    expect((await get(editor, Number(directorRole.id))).heldBySelf).toBe(false);
  });

  it('refuses copying a role that carries codes the editor lacks (the director role), writing nothing', async () => {
    const directorRole = await first<{ id: number }>(
      sql`select id from roles where institution_id = ${director.schoolId} and builtin = 'director'`,
    );
    const before = await first<{ n: number }>(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`);
    const res = await call(E.copy, editor, { id: Number(directorRole.id) });
    expect(res.status).toBe(403);
    expect(refused(res, 'system-0207', 'codes').lacking).toContain('school-account-manage-add');
    expect(await first(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`)).toEqual(before);
    // a role of codes the editor holds copies, and the director copies any
    const own = ok(await call(E.copy, editor, { id: editorRole }));
    expect(await codesOf(own.id)).toEqual(await codesOf(editorRole));
    const byDirector = await call(E.copy, director, { id: Number(directorRole.id) });
    ok(byDirector);
  });

  it('refuses a whole-school data scope from an editor who sees only their classes (add, update and copy)', async () => {
    const before = await first<{ n: number }>(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`);
    const add = await call(E.add, editor, {
      name: '全园只读',
      dataScope: 'school',
      codes: ['teacher-manage-child'],
    });
    refused(add, 'system-0207', 'dataScope');
    expect(await first(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`)).toEqual(before);
    const mine = ok(await call(E.add, editor, { name: '班级只读', dataScope: 'classes', codes: ['teacher-manage-child'] })).id;
    const widen = await call(E.update, editor, {
      id: mine,
      name: '班级只读',
      dataScope: 'school',
      codes: ['teacher-manage-child'],
    });
    refused(widen, 'system-0207', 'dataScope');
    expect(await first(sql`select data_scope as scope from roles where id = ${mine}`)).toEqual({ scope: 'classes' });
    const wide = ok(await call(E.add, director, { name: '全园只读', dataScope: 'school', codes: ['teacher-manage-child'] })).id;
    refused(await call(E.copy, editor, { id: wide }), 'system-0207', 'dataScope');
  });

  it('lets the editor grant what they hold, and the director anything', async () => {
    const mine = await call(E.add, editor, {
      name: '只读教职工',
      dataScope: 'classes',
      codes: ['teacher-manage-child'],
    });
    ok(mine);
    const res = await call(E.update, director, {
      id: editorRole,
      name: '角色编辑员',
      dataScope: 'school',
      codes: ['school-role-permission-manage', 'school-role-permission-manage-edit', 'school-account-manage-add'],
    });
    ok(res);
  });
});

describe('group employees', () => {
  it('refuses an employee manager giving themselves a group role; the administrator still can', async () => {
    const self = ok(await call(employeeEndpoints.getById, officer, { id: Number(officer.groupEmployeeId) }));
    const adminRole = await first<{ id: number }>(
      sql`select id from roles where institution_id = ${groupAdmin.groupId} and builtin is not null order by id limit 1`,
    );
    const { id, realName, departmentId, jobTitle, allRange, schoolIds } = self;
    const body = { id, realName, departmentId, jobTitle, allRange, schoolIds, roleIds: [...self.roleIds, Number(adminRole.id)] };
    const res = await call(employeeEndpoints.update, officer, body);
    refused(res, 'group-0207', 'roleIds');
    const after = ok(await call(employeeEndpoints.getById, officer, { id: Number(officer.groupEmployeeId) }));
    expect(after.roleIds).toEqual(self.roleIds);
    const byAdmin = await call(employeeEndpoints.update, groupAdmin, body);
    ok(byAdmin);
  });
});
