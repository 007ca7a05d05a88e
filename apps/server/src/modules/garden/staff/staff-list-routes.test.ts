import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { idArray } from '../../../core/scope.ts';
import { type Cast, cast, count, one, positionId } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

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
    const res = await call(staffEndpoints.list, c.director1, { pageSize: 10 });
    expect(res.status).toBe(200);
    const data = ok(res);
    const active = await count(t, 'members', sql`institution_id = ${c.director1.schoolId} and status = 1`);
    expect(data).toMatchObject({ total: active, pageNum: 1, pageSize: 10 });
    expect(data.list).toHaveLength(10);
    for (const row of data.list as Row[]) expect(row.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const teacherRow = ok(await call(staffEndpoints.list, c.director1, { mobile: '13900000021' })).list[0];
    expect(teacherRow).toMatchObject({ id: c.teacher.teacherId, mobile: '139****0021', postType: 2, status: 1 });
    expect(teacherRow.positions.map((p: { name: string }) => p.name)).toContain('教师');
    expect(teacherRow.classes).toHaveLength(2);
    const page2 = ok(await call(staffEndpoints.list, c.director1, { pageNum: 2, pageSize: 10 }));
    expect(page2.list[0].id).not.toBe(data.list[0].id);
    expect(ok(await call(staffEndpoints.list, c.director1, { pageNum: 99, pageSize: 10 }))).toMatchObject({ list: [], total: active });
  });

  it('filters by name, phone digits, post type and position, on GET too', async () => {
    const byPost = ok(await call(staffEndpoints.list, c.director1, { postType: 3 }));
    expect(byPost.total).toBe(3);
    expect((byPost.list as Row[]).every((r) => r.postType === 3)).toBe(true);
    const pos = await positionId(t, c.director1.schoolId, '保健医');
    const byPos = ok(await call(staffEndpoints.list, c.director1, { positionId: pos })).list as Row[];
    expect(byPos.length).toBeGreaterThan(0);
    expect(byPos.every((r) => r.positions.some((p) => p.name === '保健医'))).toBe(true);
    const name = (
      await one<{ name: string }>(
        t,
        sql`select real_name as name from members where institution_id = ${c.director1.schoolId} and id = ${c.teacher.teacherId}`,
      )
    ).name;
    const byName = ok(await call(staffEndpoints.list, c.director1, { realName: name.slice(1) })).list as Row[];
    expect(byName.some((r) => r.id === c.teacher.teacherId)).toBe(true);
    expect(ok(await call(staffEndpoints.list, c.director1, { realName: '%' })).total).toBe(0);
    const get = ok(await call(staffEndpoints.list, c.director1, { mobile: '90000002' }, { method: 'GET' }));
    expect(get.list.map((r) => r.mobile)).toEqual(['139****0021', '139****0022', '139****0023']);
  });

  it('lets the admin role read the list, refuses the teacher', async () => {
    ok(await call(staffEndpoints.list, c.admin));
    const res = await call(staffEndpoints.list, c.teacher);
    expect(res.status).toBe(403);
    refused(res, 'common-0403');
  });

  it('shows only the own school, and refuses a header naming another school', async () => {
    const list2 = ok(await call(staffEndpoints.list, c.director2, { pageSize: 20 })).list as Row[];
    const ids1 = await count(t, 'members', sql`institution_id = ${c.director1.schoolId} and id = any(${idArray(list2.map((r) => r.id))})`);
    expect(ids1).toBe(0);
    const res = await call(staffEndpoints.list, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } });
    refused(res, 'gateway-0105');
  });

  it('answers bad filters with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ pageSize: 15 }, 'pageSize'],
      [{ mobile: '139abc' }, 'mobile'],
      [{ status: 3 }, 'status'],
      [{ postType: 'x' }, 'postType'],
    ] as const) {
      const res = await call(staffEndpoints.list, c.director1, body);
      expect(res.status).toBe(400);
      refused(res, 'common-0400', field);
    }
  });
});

describe('listTeacherNoPermission', () => {
  it('lists the active staff without any role', async () => {
    const data = ok(await call(staffEndpoints.withoutRole, c.director1));
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
    refused(await call(staffEndpoints.withoutRole, c.teacher), 'common-0403');
    refused(
      await call(staffEndpoints.withoutRole, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }),
      'gateway-0105',
    );
    refused(await call(staffEndpoints.withoutRole, c.director1, { pageNum: 0 }), 'common-0400', 'pageNum');
    const list2 = ok(await call(staffEndpoints.withoutRole, c.director2)).list as Row[];
    expect(await count(t, 'members', sql`institution_id = ${c.director1.schoolId} and id = any(${idArray(list2.map((r) => r.id))})`)).toBe(
      0,
    );
  });
});

describe('listDepartureTeacher', () => {
  it('is empty in the demo, refuses the teacher and a foreign header, and checks input', async () => {
    expect(ok(await call(staffEndpoints.departed, c.director1))).toMatchObject({ list: [], total: 0 });
    refused(await call(staffEndpoints.departed, c.teacher), 'common-0403');
    refused(await call(staffEndpoints.departed, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
    refused(await call(staffEndpoints.departed, c.director1, { pageSize: 'x' }), 'common-0400', 'pageSize');
  });
  // departed rows with their departure date are covered in staff-status-routes.test.ts
});
