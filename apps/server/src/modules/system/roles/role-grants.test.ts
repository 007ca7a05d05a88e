import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, type TestApp } from '../../../../test/harness.ts';

// Nobody grants what they do not hold, nor changes their own roles (DESIGN §6); the
// institution's administrator is the exception. Each attack is made by a non-administrator.
let t: TestApp;
let director: LoginResult;
let editor: LoginResult; // the teacher, given a role that holds only the role editor's code and a page
let editorRole: number;
let groupAdmin: LoginResult;
let officer: LoginResult; // the group operations officer: employees, not the administrator
const ROLES = '/kid-arch/v1/teacher/role';
const EMP = '/kid-arch/v1/group/accountEmployee';

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
    await t.db.execute(
      sql`select code from role_permissions where institution_id = ${director.schoolId} and role_id = ${roleId} order by code`,
    )
  ).rows.map((x) => x.code);

describe('school roles', () => {
  it('refuses a new role carrying a code the editor lacks, writing nothing', async () => {
    const before = await first<{ n: number }>(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`);
    const res = await call(t.app, `${ROLES}/add`, {
      token: editor.token,
      body: { name: '越权角色', dataScope: 'school', codes: ['teacher-manage-child', 'school-account-manage-add'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'system-0207', data: { field: 'codes', lacking: ['school-account-manage-add'] } });
    expect(await first(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`)).toEqual(before);
  });

  it('refuses any change to a role the editor holds', async () => {
    const before = await codesOf(editorRole);
    const res = await call(t.app, `${ROLES}/update`, {
      token: editor.token,
      body: { id: editorRole, name: '角色编辑员', dataScope: 'school', codes: [...before, 'school-account-manage-add'] },
    });
    expect(res.json()).toMatchObject({ code: 'system-0208', data: { field: 'id' } });
    expect(await codesOf(editorRole)).toEqual(before);
    // the editor is told so when opening it; the director, the administrator, never is
    const get = (token: string, id: number) => call(t.app, `${ROLES}/get`, { token, body: { id } }).then((r) => r.json().data);
    expect((await get(editor.token, editorRole)).heldBySelf).toBe(true);
    expect((await get(director.token, editorRole)).heldBySelf).toBe(false);
    const directorRole = await first<{ id: number }>(
      sql`select id from roles where institution_id = ${director.schoolId} and builtin = 'director'`,
    );
    expect((await get(director.token, Number(directorRole.id))).heldBySelf).toBe(false);
    expect((await get(editor.token, Number(directorRole.id))).heldBySelf).toBe(false);
  });

  it('refuses copying a role that carries codes the editor lacks (the director role), writing nothing', async () => {
    const directorRole = await first<{ id: number }>(
      sql`select id from roles where institution_id = ${director.schoolId} and builtin = 'director'`,
    );
    const before = await first<{ n: number }>(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`);
    const res = await call(t.app, `${ROLES}/copy`, { token: editor.token, body: { id: Number(directorRole.id) } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'system-0207', data: { field: 'codes' } });
    expect(res.json().data.lacking).toContain('school-account-manage-add');
    expect(await first(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`)).toEqual(before);
    // a role of codes the editor holds copies, and the director copies any
    const own = (await call(t.app, `${ROLES}/copy`, { token: editor.token, body: { id: editorRole } })).json();
    expect(own.code).toBe('common-0001');
    expect(await codesOf(own.data.id)).toEqual(await codesOf(editorRole));
    const byDirector = await call(t.app, `${ROLES}/copy`, { token: director.token, body: { id: Number(directorRole.id) } });
    expect(byDirector.json().code).toBe('common-0001');
  });

  it('refuses a whole-school data scope from an editor who sees only their classes (add, update and copy)', async () => {
    const before = await first<{ n: number }>(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`);
    const add = await call(t.app, `${ROLES}/add`, {
      token: editor.token,
      body: { name: '全园只读', dataScope: 'school', codes: ['teacher-manage-child'] },
    });
    expect(add.json()).toMatchObject({ code: 'system-0207', data: { field: 'dataScope' } });
    expect(await first(sql`select count(*)::int as n from roles where institution_id = ${director.schoolId}`)).toEqual(before);
    const mine = (
      await call(t.app, `${ROLES}/add`, {
        token: editor.token,
        body: { name: '班级只读', dataScope: 'classes', codes: ['teacher-manage-child'] },
      })
    ).json().data.id;
    const widen = await call(t.app, `${ROLES}/update`, {
      token: editor.token,
      body: { id: mine, name: '班级只读', dataScope: 'school', codes: ['teacher-manage-child'] },
    });
    expect(widen.json()).toMatchObject({ code: 'system-0207', data: { field: 'dataScope' } });
    expect(await first(sql`select data_scope as scope from roles where id = ${mine}`)).toEqual({ scope: 'classes' });
    const wide = (
      await call(t.app, `${ROLES}/add`, {
        token: director.token,
        body: { name: '全园只读', dataScope: 'school', codes: ['teacher-manage-child'] },
      })
    ).json().data.id;
    expect((await call(t.app, `${ROLES}/copy`, { token: editor.token, body: { id: wide } })).json()).toMatchObject({
      code: 'system-0207',
      data: { field: 'dataScope' },
    });
  });

  it('lets the editor grant what they hold, and the director anything', async () => {
    const mine = await call(t.app, `${ROLES}/add`, {
      token: editor.token,
      body: { name: '只读教职工', dataScope: 'classes', codes: ['teacher-manage-child'] },
    });
    expect(mine.json().code).toBe('common-0001');
    const res = await call(t.app, `${ROLES}/update`, {
      token: director.token,
      body: {
        id: editorRole,
        name: '角色编辑员',
        dataScope: 'school',
        codes: ['school-role-permission-manage', 'school-role-permission-manage-edit', 'school-account-manage-add'],
      },
    });
    expect(res.json().code).toBe('common-0001');
  });
});

describe('group employees', () => {
  it('refuses an employee manager giving themselves a group role; the administrator still can', async () => {
    const self = (await call(t.app, `${EMP}/getById`, { token: officer.token, body: { id: officer.groupEmployeeId } })).json().data;
    const adminRole = await first<{ id: number }>(
      sql`select id from roles where institution_id = ${groupAdmin.groupId} and builtin is not null order by id limit 1`,
    );
    const { id, realName, departmentId, jobTitle, allRange, schoolIds } = self;
    const body = { id, realName, departmentId, jobTitle, allRange, schoolIds, roleIds: [...self.roleIds, Number(adminRole.id)] };
    const res = await call(t.app, `${EMP}/update`, { token: officer.token, body });
    expect(res.json()).toMatchObject({ code: 'group-0207', data: { field: 'roleIds' } });
    const after = (await call(t.app, `${EMP}/getById`, { token: officer.token, body: { id: officer.groupEmployeeId } })).json().data;
    expect(after.roleIds).toEqual(self.roleIds);
    const byAdmin = await call(t.app, `${EMP}/update`, { token: groupAdmin.token, body });
    expect(byAdmin.json().code).toBe('common-0001');
  });
});
