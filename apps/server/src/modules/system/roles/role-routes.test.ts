import { ALL_SCHOOL_CODES, SYSTEM_CODES } from '@kg/shared';
import { PERMISSION_SET_HEADER, permissionSetHash } from '@kg/shared/modules/system/permission-set';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { HEALTH_ASSISTANT } from './role-demo.ts';
import { type Cast, cast, count, one, post, roleId, signInWithCodes } from './role-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const R = '/kid-arch/v1/teacher/role';
const HEALTH = ['attendance-inspectInfo', 'symptom-checklist'];
const codesOf = (id: number) =>
  t.db
    .execute<{ code: string }>(sql`select code from role_permissions where role_id = ${id} order by code`)
    .then((r) => r.rows.map((x) => x.code));
const roleCount = (schoolId: number) => count(t, 'roles', sql`institution_id = ${schoolId}`);

describe('list, option, get, matrix', () => {
  it('lists built-in roles first with holders and scope; gets one with its codes; the matrix has every role', async () => {
    const d = c.director1;
    const page = (await post(t, `${R}/query-list`, d.token, { pageSize: 20 })).json().data;
    expect(page.total).toBe(await roleCount(d.schoolId));
    expect(page.list.map((r: { builtin: string }) => r.builtin)).toEqual(expect.arrayContaining(['director', 'teacher', 'logistics']));
    const teacher = page.list.find((r: { builtin: string }) => r.builtin === 'teacher');
    expect(teacher).toMatchObject({ name: '教师', dataScope: 'classes', description: null });
    expect(teacher.holderCount).toBeGreaterThan(0);
    const got = (await post(t, `${R}/get`, d.token, { id: teacher.id })).json().data;
    expect(got.codes).toEqual(await codesOf(teacher.id));
    expect(got.codes.length).toBe(teacher.codeCount);
    const matrix = (await post(t, `${R}/matrix`, d.token)).json().data;
    expect(matrix.roles.find((r: { id: number }) => r.id === teacher.id).codes).toEqual(got.codes);
    expect((await post(t, `${R}/option`, d.token)).json().data).toHaveLength(page.total);
    // the demo's own role: part of the health codes, held by one member of staff
    const assistant = page.list.find((r: { name: string }) => r.name === HEALTH_ASSISTANT.name);
    expect(assistant).toMatchObject({ builtin: null, holderCount: 1, codeCount: HEALTH_ASSISTANT.codes.length });
  });

  it('exports the matrix as a workbook: a row per code, a column per role', async () => {
    const res = await post(t, `${R}/matrix/export`, c.director1.token);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount - 1).toBe(ALL_SCHOOL_CODES.length);
    const header = (sheet.getRow(1).values as string[]).filter(Boolean);
    expect(header.slice(0, 4)).toEqual(['模块', '页面', '权限', '权限码']);
    expect(header).toContain('教师');
  });

  it('refuses the teacher, another school’s id and a foreign header', async () => {
    expect((await post(t, `${R}/query-list`, c.teacher.token)).json().code).toBe('common-0403');
    expect((await post(t, `${R}/matrix`, c.teacher.token)).json().code).toBe('common-0403');
    const other = await roleId(t, c.director2.schoolId, 'teacher');
    const res = await post(t, `${R}/get`, c.director1.token, { id: other });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'system-0201', data: { field: 'id' } });
    expect((await post(t, `${R}/query-list`, c.director1.token, {}, { schoolId: String(c.director2.schoolId) })).json().code).toBe(
      'gateway-0105',
    );
  });
});

describe('add, update, copy, delete', () => {
  it('adds a custom role, edits it, copies it and deletes the copy', async () => {
    const d = c.director1;
    const add = await post(t, `${R}/add`, d.token, { name: ' 保健助理 ', description: '协助晨检', dataScope: 'classes', codes: HEALTH });
    const id = add.json().data.id;
    expect(await codesOf(id)).toEqual([...HEALTH].sort());
    expect(
      (await post(t, `${R}/update`, d.token, { id, name: '保健助理', description: '', dataScope: 'school', codes: [HEALTH[0]] })).json()
        .code,
    ).toBe('common-0001');
    expect(await one(t, sql`select name, description, data_scope from roles where id = ${id}`)).toEqual({
      name: '保健助理',
      description: null,
      data_scope: 'school',
    });
    expect(await codesOf(id)).toEqual([HEALTH[0]]);
    const copy = (await post(t, `${R}/copy`, d.token, { id })).json().data.id;
    expect(await one(t, sql`select name, builtin, data_scope from roles where id = ${copy}`)).toEqual({
      name: '保健助理 副本',
      builtin: null,
      data_scope: 'school',
    });
    const copy2 = (await post(t, `${R}/copy`, d.token, { id })).json().data.id;
    expect((await one<{ name: string }>(t, sql`select name from roles where id = ${copy2}`)).name).toBe('保健助理 副本2');
    expect(await codesOf(copy)).toEqual([HEALTH[0]]);
    expect((await post(t, `${R}/delete`, d.token, { id: copy })).json().code).toBe('common-0001');
    expect(await count(t, 'roles', sql`id = ${copy}`)).toBe(0);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const d = c.director1;
    const before = await roleCount(d.schoolId);
    const bad = async (body: object, code: string, field: string) =>
      expect((await post(t, `${R}/add`, d.token, body)).json()).toMatchObject({ code, data: { field } });
    await bad({ name: '教师', dataScope: 'classes', codes: HEALTH }, 'system-0202', 'name');
    await bad({ name: '新角色', dataScope: 'classes', codes: ['no-such-code'] }, 'system-0203', 'codes');
    await bad({ name: '新角色', dataScope: 'classes', codes: [] }, 'common-0400', 'codes');
    await bad({ name: '新角色', dataScope: 'everywhere', codes: HEALTH }, 'common-0400', 'dataScope');
    await bad({ name: '', dataScope: 'classes', codes: HEALTH }, 'common-0400', 'name');
    expect(await roleCount(d.schoolId)).toBe(before);
    const teacher = await roleId(t, d.schoolId, 'teacher');
    const codes = await codesOf(teacher);
    expect((await post(t, `${R}/update`, d.token, { id: teacher, name: '财务', dataScope: 'classes', codes: HEALTH })).json().code).toBe(
      'system-0202',
    );
    expect(await codesOf(teacher)).toEqual(codes);
  });

  it('refuses the teacher and another school’s role, changing nothing', async () => {
    const before = await roleCount(c.director1.schoolId);
    expect((await post(t, `${R}/add`, c.teacher.token, { name: 'x', dataScope: 'classes', codes: HEALTH })).json().code).toBe(
      'common-0403',
    );
    const own = await roleId(t, c.director1.schoolId, 'health');
    for (const path of ['copy', 'delete'])
      expect((await post(t, `${R}/${path}`, c.teacher.token, { id: own })).json().code).toBe('common-0403');
    expect(await roleCount(c.director1.schoolId)).toBe(before);
    const other = await roleId(t, c.director2.schoolId, 'health');
    const otherCodes = await codesOf(other);
    for (const [path, body] of [
      ['update', { id: other, name: 'x', dataScope: 'classes', codes: HEALTH }],
      ['copy', { id: other }],
      ['delete', { id: other }],
    ] as const)
      expect((await post(t, `${R}/${path}`, c.director1.token, body)).statusCode).toBe(404);
    expect(await codesOf(other)).toEqual(otherCodes);
    expect(await roleCount(c.director1.schoolId)).toBe(before);
  });

  it('keeps built-in and held roles, and every code on the director role', async () => {
    const d = c.director1;
    const health = await roleId(t, d.schoolId, 'health');
    expect((await post(t, `${R}/delete`, d.token, { id: health })).json().code).toBe('system-0206');
    const held = (await post(t, `${R}/add`, d.token, { name: '临时', dataScope: 'classes', codes: HEALTH })).json().data.id;
    const m = await one<{ id: number }>(
      t,
      sql`select id from members where institution_id = ${d.schoolId} and id <> ${d.teacherId} limit 1`,
    );
    await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id) values (${d.schoolId}, ${m.id}, ${held})`);
    expect((await post(t, `${R}/delete`, d.token, { id: held })).json()).toMatchObject({ code: 'system-0204', data: { holderCount: 1 } });
    const director = await roleId(t, d.schoolId, 'director');
    await post(t, `${R}/update`, d.token, { id: director, name: '园长', dataScope: 'classes', codes: HEALTH });
    expect((await codesOf(director)).length).toBe(ALL_SCHOOL_CODES.length);
  });

  it('never leaves a school without an active account that can manage roles', async () => {
    const schoolId = c.director2.schoolId;
    // school 2 loses its director's blanket codes: the editor below is the last one holding the roles code
    await t.db.execute(sql`update members set is_admin = false where institution_id = ${schoolId}`);
    await t.db.execute(sql`delete from member_roles where institution_id = ${schoolId}
      and role_id in (select id from roles where institution_id = ${schoolId} and builtin = 'director')`);
    const editor = await signInWithCodes(t, schoolId, '13700009901', [SYSTEM_CODES.roles, SYSTEM_CODES.roleEdit]);
    const body = { id: editor.roleId, name: `role-13700009901`, dataScope: 'school', codes: [SYSTEM_CODES.roleEdit] };
    expect((await post(t, `${R}/update`, editor.token, body)).json()).toMatchObject({ code: 'system-0208', data: { field: 'id' } });
    expect(await codesOf(editor.roleId)).toEqual([SYSTEM_CODES.roles, SYSTEM_CODES.roleEdit].sort());
    expect((await one<{ data_scope: string }>(t, sql`select data_scope from roles where id = ${editor.roleId}`)).data_scope).toBe(
      'classes',
    );
  });
});

describe('a change reaches the signed-in session on its next call', () => {
  it('answers the permission set hash, and refuses a removed code at once', async () => {
    const s = await signInWithCodes(t, c.director1.schoolId, '13700009902', [SYSTEM_CODES.roles, 'school-grade-manage']);
    const info = await post(t, '/user/v1/tenantry/account/user-info', s.token);
    expect(info.headers[PERMISSION_SET_HEADER]).toBe(permissionSetHash(info.json().data.permission));
    expect((await post(t, `${R}/query-list`, s.token)).json().code).toBe('common-0001');
    const upd = await post(t, `${R}/update`, c.director1.token, {
      id: s.roleId,
      name: 'role-13700009902',
      dataScope: 'classes',
      codes: ['school-grade-manage'],
    });
    expect(upd.json().code).toBe('common-0001');
    const refused = await post(t, `${R}/query-list`, s.token);
    expect(refused.json().code).toBe('common-0403');
    expect(refused.headers[PERMISSION_SET_HEADER]).toBe(permissionSetHash(['school-grade-manage']));
  });

  it('widens a holder to the whole school while the role’s data scope says so', async () => {
    const s = await signInWithCodes(t, c.director1.schoolId, '13700009903', ['school-class-manage']);
    const allRange = async () => (await post(t, '/kid-arch/v1/teacher/whether-teacher-has-all-range', s.token)).json().data;
    expect(await allRange()).toBe(false);
    const body = { id: s.roleId, name: 'role-13700009903', dataScope: 'school', codes: ['school-class-manage'] };
    expect((await post(t, `${R}/update`, c.director1.token, body)).json().code).toBe('common-0001');
    expect(await allRange()).toBe(true);
    await post(t, `${R}/update`, c.director1.token, { ...body, dataScope: 'classes' });
    expect(await allRange()).toBe(false);
  });
});
