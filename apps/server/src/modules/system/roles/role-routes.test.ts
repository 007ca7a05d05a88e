import { ALL_SCHOOL_CODES, type ErrorCode, SYSTEM_CODES } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { PERMISSION_SET_HEADER, permissionSetHash } from '@kg/shared/modules/system/permission-set';
import { rolesEndpoints as E } from '@kg/shared/modules/system/roles';
import { asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { rolePermissions } from '../../../db/schema/index.ts';
import { HEALTH_ASSISTANT } from './role-demo.ts';
import { type Cast, cast, count, one, roleId, signInWithCodes } from './role-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const HEALTH = ['attendance-inspectInfo', 'symptom-checklist'];
const codesOf = (id: number) =>
  t.db
    .select({ code: rolePermissions.code })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, id))
    .orderBy(asc(rolePermissions.code))
    .then((rows) => rows.map((x) => x.code));
const roleCount = (schoolId: number) => count(t, 'roles', sql`institution_id = ${schoolId}`);

describe('list, option, get, matrix', () => {
  it('lists built-in roles first with holders and scope; gets one with its codes; the matrix has every role', async () => {
    const d = c.director1;
    const page = ok(await call(E.list, d, { pageSize: 20 }));
    expect(page.total).toBe(await roleCount(d.schoolId));
    expect(page.list.map((r) => r.builtin)).toEqual(expect.arrayContaining(['director', 'teacher', 'logistics']));
    const teacher = page.list.find((r) => r.builtin === 'teacher')!;
    expect(teacher).toMatchObject({ name: '教师', dataScope: 'classes', description: null });
    expect(teacher.holderCount).toBeGreaterThan(0);
    const got = ok(await call(E.get, d, { id: teacher.id }));
    expect(got.codes).toEqual(await codesOf(teacher.id));
    expect(got.codes.length).toBe(teacher.codeCount);
    const matrix = ok(await call(E.matrix, d));
    expect(matrix.roles.find((r) => r.id === teacher.id)?.codes).toEqual(got.codes);
    expect(ok(await call(E.options, d))).toHaveLength(page.total);
    // the demo's own role: part of the health codes, held by one member of staff
    const assistant = page.list.find((r) => r.name === HEALTH_ASSISTANT.name);
    expect(assistant).toMatchObject({ builtin: null, holderCount: 1, codeCount: HEALTH_ASSISTANT.codes.length });
  });

  it('exports the matrix as a workbook: a row per code, a column per role', async () => {
    const res = await call(E.exportMatrix, c.director1);
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw.rawPayload as never);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount - 1).toBe(ALL_SCHOOL_CODES.length);
    const header = (sheet.getRow(1).values as string[]).filter(Boolean);
    expect(header.slice(0, 4)).toEqual(['模块', '页面', '权限', '权限码']);
    expect(header).toContain('教师');
  });

  it('refuses the teacher, another school’s id and a foreign header', async () => {
    refused(await call(E.list, c.teacher), 'common-0403');
    refused(await call(E.matrix, c.teacher), 'common-0403');
    const other = await roleId(t, c.director2.schoolId, 'teacher');
    const res = await call(E.get, c.director1, { id: other });
    expect(res.status).toBe(404);
    refused(res, 'system-0201', 'id');
    refused(await call(E.list, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
  });
});

describe('add, update, copy, delete', () => {
  it('adds a custom role, edits it, copies it and deletes the copy', async () => {
    const d = c.director1;
    const add = await call(E.add, d, { name: ' 保健助理 ', description: '协助晨检', dataScope: 'classes', codes: HEALTH });
    const id = ok(add).id;
    expect(await codesOf(id)).toEqual([...HEALTH].sort());
    ok(await call(E.update, d, { id, name: '保健助理', description: '', dataScope: 'school', codes: [HEALTH[0]] }));
    expect(await one(t, sql`select name, description, data_scope from roles where id = ${id}`)).toEqual({
      name: '保健助理',
      description: null,
      data_scope: 'school',
    });
    expect(await codesOf(id)).toEqual([HEALTH[0]]);
    const copy = ok(await call(E.copy, d, { id })).id;
    expect(await one(t, sql`select name, builtin, data_scope from roles where id = ${copy}`)).toEqual({
      name: '保健助理 副本',
      builtin: null,
      data_scope: 'school',
    });
    const copy2 = ok(await call(E.copy, d, { id })).id;
    expect((await one<{ name: string }>(t, sql`select name from roles where id = ${copy2}`)).name).toBe('保健助理 副本2');
    expect(await codesOf(copy)).toEqual([HEALTH[0]]);
    ok(await call(E.remove, d, { id: copy }));
    expect(await count(t, 'roles', sql`id = ${copy}`)).toBe(0);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const d = c.director1;
    const before = await roleCount(d.schoolId);
    const bad = async (body: Record<string, unknown>, code: ErrorCode, field: string) =>
      refused(await call(E.add, d, malformed(body)), code, field);
    await bad({ name: '教师', dataScope: 'classes', codes: HEALTH }, 'system-0202', 'name');
    await bad({ name: '新角色', dataScope: 'classes', codes: ['no-such-code'] }, 'system-0203', 'codes');
    await bad({ name: '新角色', dataScope: 'classes', codes: [] }, 'common-0400', 'codes');
    await bad({ name: '新角色', dataScope: 'everywhere', codes: HEALTH }, 'common-0400', 'dataScope');
    await bad({ name: '', dataScope: 'classes', codes: HEALTH }, 'common-0400', 'name');
    expect(await roleCount(d.schoolId)).toBe(before);
    const teacher = await roleId(t, d.schoolId, 'teacher');
    const codes = await codesOf(teacher);
    refused(await call(E.update, d, { id: teacher, name: '财务', dataScope: 'classes', codes: HEALTH }), 'system-0202');
    expect(await codesOf(teacher)).toEqual(codes);
  });

  it('refuses the teacher and another school’s role, changing nothing', async () => {
    const before = await roleCount(c.director1.schoolId);
    refused(await call(E.add, c.teacher, { name: 'x', dataScope: 'classes', codes: HEALTH }), 'common-0403');
    const own = await roleId(t, c.director1.schoolId, 'health');
    for (const e of [E.copy, E.remove]) refused(await call(e, c.teacher, { id: own }), 'common-0403');
    expect(await roleCount(c.director1.schoolId)).toBe(before);
    const other = await roleId(t, c.director2.schoolId, 'health');
    const otherCodes = await codesOf(other);
    for (const res of [
      await call(E.update, c.director1, { id: other, name: 'x', dataScope: 'classes', codes: HEALTH }),
      await call(E.copy, c.director1, { id: other }),
      await call(E.remove, c.director1, { id: other }),
    ])
      expect(res.status, res.url).toBe(404);
    expect(await codesOf(other)).toEqual(otherCodes);
    expect(await roleCount(c.director1.schoolId)).toBe(before);
  });

  it('keeps built-in and held roles, and every code on the director role', async () => {
    const d = c.director1;
    const health = await roleId(t, d.schoolId, 'health');
    refused(await call(E.remove, d, { id: health }), 'system-0206');
    const held = ok(await call(E.add, d, { name: '临时', dataScope: 'classes', codes: HEALTH })).id;
    const m = await one<{ id: number }>(
      t,
      sql`select id from members where institution_id = ${d.schoolId} and id <> ${d.teacherId} limit 1`,
    );
    await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id) values (${d.schoolId}, ${m.id}, ${held})`);
    expect(refused(await call(E.remove, d, { id: held }), 'system-0204')).toMatchObject({ holderCount: 1 });
    const director = await roleId(t, d.schoolId, 'director');
    await call(E.update, d, { id: director, name: '园长', dataScope: 'classes', codes: HEALTH });
    expect((await codesOf(director)).length).toBe(ALL_SCHOOL_CODES.length);
  });

  it('never leaves a school without an active account that can manage roles', async () => {
    const schoolId = c.director2.schoolId;
    // school 2 loses its director's blanket codes: the editor below is the last one holding the roles code
    await t.db.execute(sql`update members set is_admin = false where institution_id = ${schoolId}`);
    await t.db.execute(sql`delete from member_roles where institution_id = ${schoolId}
      and role_id in (select id from roles where institution_id = ${schoolId} and builtin = 'director')`);
    const editor = await signInWithCodes(t, schoolId, '13700009901', [SYSTEM_CODES.roles, SYSTEM_CODES.roleEdit]);
    const body = {
      id: editor.roleId,
      name: `role-13700009901`,
      dataScope: 'school' as const,
      codes: [SYSTEM_CODES.roleEdit],
    };
    refused(await call(E.update, editor, body), 'system-0208', 'id');
    expect(await codesOf(editor.roleId)).toEqual([SYSTEM_CODES.roles, SYSTEM_CODES.roleEdit].sort());
    expect((await one<{ data_scope: string }>(t, sql`select data_scope from roles where id = ${editor.roleId}`)).data_scope).toBe(
      'classes',
    );
  });
});

describe('a change reaches the signed-in session on its next call', () => {
  it('answers the permission set hash, and refuses a removed code at once', async () => {
    const s = await signInWithCodes(t, c.director1.schoolId, '13700009902', [SYSTEM_CODES.roles, 'school-grade-manage']);
    const info = await call(signInEndpoints.userInfo, s);
    expect(info.raw.headers[PERMISSION_SET_HEADER]).toBe(permissionSetHash(ok(info).permission));
    ok(await call(E.list, s));
    const upd = await call(E.update, c.director1, {
      id: s.roleId,
      name: 'role-13700009902',
      dataScope: 'classes',
      codes: ['school-grade-manage'],
    });
    ok(upd);
    const denied = await call(E.list, s);
    refused(denied, 'common-0403');
    expect(denied.raw.headers[PERMISSION_SET_HEADER]).toBe(permissionSetHash(['school-grade-manage']));
  });

  it('widens a holder to the whole school while the role’s data scope says so', async () => {
    const s = await signInWithCodes(t, c.director1.schoolId, '13700009903', ['school-class-manage']);
    const allRange = async () => ok(await call(classOptionEndpoints.allRange, s));
    expect(await allRange()).toBe(false);
    const body = {
      id: s.roleId,
      name: 'role-13700009903',
      dataScope: 'school' as const,
      codes: ['school-class-manage'],
    };
    ok(await call(E.update, c.director1, body));
    expect(await allRange()).toBe(true);
    await call(E.update, c.director1, { ...body, dataScope: 'classes' });
    expect(await allRange()).toBe(false);
  });
});
