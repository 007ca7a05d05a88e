import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { idArray } from '../../../core/scope.ts';
import { type Cast, cast, count, one, positionId, post } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const FIND = '/kid-arch/v1/teacher/accountTeacher/find';
const NO_PERMISSION = '/kid-arch/v1/teacher/accountTeacher/listTeacherNoPermission';
const DEPARTED = '/kid-arch/v1/teacher/accountTeacher/listDepartureTeacher';
type Row = {
  id: number;
  realName: string;
  mobile: string;
  postType: number;
  positions: { name: string }[];
  roles: unknown[];
  status: number;
};

describe('find', () => {
  it('pages the active staff of the school with masked phones, positions, roles and classes', async () => {
    const res = await post(t, FIND, c.director1.token, { pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const active = await count(t, 'members', sql`institution_id = ${c.director1.schoolId} and status = 1`);
    expect(data).toMatchObject({ total: active, pageNum: 1, pageSize: 10 });
    expect(data.list).toHaveLength(10);
    for (const row of data.list as Row[]) expect(row.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const teacherRow = (await post(t, FIND, c.director1.token, { mobile: '13900000021' })).json().data.list[0];
    expect(teacherRow).toMatchObject({ id: c.teacher.teacherId, mobile: '139****0021', postType: 2, status: 1 });
    expect(teacherRow.positions.map((p: { name: string }) => p.name)).toContain('教师');
    expect(teacherRow.classes).toHaveLength(2);
    const page2 = (await post(t, FIND, c.director1.token, { pageNum: 2, pageSize: 10 })).json().data;
    expect(page2.list[0].id).not.toBe(data.list[0].id);
    expect((await post(t, FIND, c.director1.token, { pageNum: 99, pageSize: 10 })).json().data).toMatchObject({ list: [], total: active });
  });

  it('filters by name, phone digits, post type and position, on GET too', async () => {
    const byPost = (await post(t, FIND, c.director1.token, { postType: 3 })).json().data;
    expect(byPost.total).toBe(3);
    expect((byPost.list as Row[]).every((r) => r.postType === 3)).toBe(true);
    const pos = await positionId(t, c.director1.schoolId, '保健医');
    const byPos = (await post(t, FIND, c.director1.token, { positionId: pos })).json().data.list as Row[];
    expect(byPos.length).toBeGreaterThan(0);
    expect(byPos.every((r) => r.positions.some((p) => p.name === '保健医'))).toBe(true);
    const name = (
      await one<{ name: string }>(
        t,
        sql`select real_name as name from members where institution_id = ${c.director1.schoolId} and id = ${c.teacher.teacherId}`,
      )
    ).name;
    const byName = (await post(t, FIND, c.director1.token, { realName: name.slice(1) })).json().data.list as Row[];
    expect(byName.some((r) => r.id === c.teacher.teacherId)).toBe(true);
    expect((await post(t, FIND, c.director1.token, { realName: '%' })).json().data.total).toBe(0);
    const get = (
      await t.app.inject({ method: 'GET', url: `/api${FIND}?mobile=90000002`, headers: await signedGet(`${FIND}?mobile=90000002`) })
    ).json();
    expect(get.data.list.map((r: Row) => r.mobile)).toEqual(['139****0021', '139****0022', '139****0023']);
  });

  it('lets the admin role read the list, refuses the teacher', async () => {
    expect((await post(t, FIND, c.admin.token)).json().code).toBe('common-0001');
    const res = await post(t, FIND, c.teacher.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('common-0403');
  });

  it('shows only the own school, and refuses a header naming another school', async () => {
    const list2 = (await post(t, FIND, c.director2.token, { pageSize: 20 })).json().data.list as Row[];
    const ids1 = await count(t, 'members', sql`institution_id = ${c.director1.schoolId} and id = any(${idArray(list2.map((r) => r.id))})`);
    expect(ids1).toBe(0);
    const res = await post(t, FIND, c.director1.token, {}, { schoolId: String(c.director2.schoolId) });
    expect(res.json().code).toBe('gateway-0105');
  });

  it('answers bad filters with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ pageSize: 15 }, 'pageSize'],
      [{ mobile: '139abc' }, 'mobile'],
      [{ status: 3 }, 'status'],
      [{ postType: 'x' }, 'postType'],
    ] as const) {
      const res = await post(t, FIND, c.director1.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common-0400', data: { field } });
    }
  });
});

describe('listTeacherNoPermission', () => {
  it('lists the active staff without any role', async () => {
    const data = (await post(t, NO_PERMISSION, c.director1.token)).json().data;
    const expected = await count(
      t,
      'members m',
      sql`m.institution_id = ${c.director1.schoolId} and m.status = 1 and not m.is_admin
      and not exists (select 1 from member_roles r where r.institution_id = m.institution_id and r.member_id = m.id)`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(data.total).toBe(expected);
    expect((data.list as Row[]).every((r) => r.roles.length === 0)).toBe(true);
    expect((data.list as Row[]).some((r) => r.id === c.teacher.teacherId)).toBe(false);
  });

  it('refuses the teacher and a foreign school header; checks its input', async () => {
    expect((await post(t, NO_PERMISSION, c.teacher.token)).json().code).toBe('common-0403');
    expect((await post(t, NO_PERMISSION, c.director1.token, {}, { schoolId: String(c.director2.schoolId) })).json().code).toBe(
      'gateway-0105',
    );
    expect((await post(t, NO_PERMISSION, c.director1.token, { pageNum: 0 })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'pageNum' },
    });
    const list2 = (await post(t, NO_PERMISSION, c.director2.token)).json().data.list as Row[];
    expect(await count(t, 'members', sql`institution_id = ${c.director1.schoolId} and id = any(${idArray(list2.map((r) => r.id))})`)).toBe(
      0,
    );
  });
});

describe('listDepartureTeacher', () => {
  it('is empty in the demo, refuses the teacher and a foreign header, and checks input', async () => {
    expect((await post(t, DEPARTED, c.director1.token)).json().data).toMatchObject({ list: [], total: 0 });
    expect((await post(t, DEPARTED, c.teacher.token)).json().code).toBe('common-0403');
    expect((await post(t, DEPARTED, c.director1.token, {}, { schoolId: String(c.director2.schoolId) })).json().code).toBe('gateway-0105');
    expect((await post(t, DEPARTED, c.director1.token, { pageSize: 'x' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'pageSize' },
    });
  });
  // departed rows with their departure date are covered in staff-status-routes.test.ts
});

async function signedGet(path: string) {
  const { computeSignature } = await import('../../../core/signature.ts');
  const time = String(Math.floor(Date.now() / 1000));
  return { time, signature: computeSignature('GET', `/api${path}`, '', time), authorization: `Bearer ${c.director1.token}` };
}
