import { HEADER, SYSTEM_CODES as S } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { one, post, signInWithCodes } from './account-test-utils.ts';

let t: TestApp;
let director1: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  director1 = await loginAs(t.app, 'director1');
  director2 = await loginAs(t.app, 'director2');
  teacher = await loginAs(t.app, 'teacher');
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Row = { id: number; realName: string; mobile: string; status: number; roles: { name: string }[]; allRange: boolean };

describe('the account list', () => {
  it("lists every member of the school with masked phone, roles, range, status and last sign-in; another school's never", async () => {
    const s1 = director1.schoolId;
    const res = await post(t, 'query-list', director1.token, { pageNum: 1, pageSize: 20 });
    const data = res.json().data;
    const members = await one<{ n: number }>(t, sql`select count(*)::int as n from members where institution_id = ${s1}`);
    expect(data.total).toBe(members.n);
    expect(data.list).toHaveLength(Math.min(20, members.n));
    const me = data.list.find((r: Row) => r.id === director1.teacherId);
    expect(me).toMatchObject({ mobile: '139****0011', allRange: true, status: 1, self: true });
    expect(me.lastSignInAt).toBeTruthy();
    expect(data.list.every((r: Row) => /^\d{3}\*{4}\d{4}$/.test(r.mobile))).toBe(true);
    const other = await post(t, 'query-list', director1.token, { mobile: '13900000012' });
    expect(other.json().data.total).toBe(0);
  });

  it('shows the demo accounts in every state, with past sign-ins', async () => {
    for (const status of [1, 2, 3]) {
      const page = (await post(t, 'query-list', director1.token, { status })).json().data;
      expect(page.total).toBeGreaterThan(0);
    }
    const disabled = (await post(t, 'query-list', director1.token, { status: 2 })).json().data.list[0];
    expect(disabled.disabledAt).toBeTruthy();
    expect(disabled.lastSignInAt).toBeTruthy();
  });

  it('searches by name, phone (last digits), role and status', async () => {
    const byPhone = (await post(t, 'query-list', director1.token, { mobile: '0021' })).json().data;
    expect(byPhone.list.map((r: Row) => r.id)).toEqual([teacher.teacherId]);
    expect(byPhone.list[0].classes.length).toBeGreaterThan(0);
    const byName = (await post(t, 'query-list', director1.token, { realName: byPhone.list[0].realName })).json().data;
    expect(byName.list.map((r: Row) => r.id)).toContain(teacher.teacherId);
    const roles = (await post(t, 'role-option', director1.token)).json().data as { id: number; name: string }[];
    const teacherRole = byPhone.list[0].roles[0];
    expect(roles.map((r) => r.id)).toContain(teacherRole.id);
    const byRole = (await post(t, 'query-list', director1.token, { roleId: teacherRole.id, pageSize: 10 })).json().data;
    expect(byRole.total).toBeGreaterThan(1);
    expect(byRole.list.every((r: Row) => r.roles.some((x) => x.name === teacherRole.name))).toBe(true);
    // a forced password change shows as its own status
    await t.db.execute(sql`update accounts set need_update_password = true where phone = '13900000022'`);
    const must = (await post(t, 'query-list', director1.token, { status: 3 })).json().data;
    expect(must.list.some((r: Row) => r.mobile === '139****0022')).toBe(true);
    expect(must.list.every((r: Row) => r.status === 3)).toBe(true);
  });

  it('lists the sign-ins of one account to this school, newest first', async () => {
    await loginAs(t.app, 'teacher');
    const res = await post(t, 'sign-in-history', director1.token, { id: teacher.teacherId, pageSize: 10 });
    const data = res.json().data;
    expect(data.total).toBeGreaterThanOrEqual(2);
    const times = data.list.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('refusals', () => {
  it('refuses a teacher with common-0403', async () => {
    for (const path of ['query-list', 'role-option', 'sign-in-history']) {
      const res = await post(t, path, teacher.token, { id: teacher.teacherId });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('common-0403');
    }
  });

  it('a holder of the list code alone reads, but cannot change anything', async () => {
    const reader = await signInWithCodes(t, director1.schoolId, '13800000201', [S.accounts]);
    expect((await post(t, 'query-list', reader.token)).json().code).toBe('common-0001');
    for (const path of ['disable', 'reset-password']) {
      expect((await post(t, path, reader.token, { id: teacher.teacherId })).json().code).toBe('common-0403');
    }
  });

  it("answers another school's member as missing, and refuses a header naming another school", async () => {
    const res = await post(t, 'sign-in-history', director1.token, { id: director2.teacherId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('system-0101');
    const header = await post(t, 'query-list', director1.token, {}, { [HEADER.schoolId]: String(director2.schoolId) });
    expect(header.json().code).toBe('gateway-0105');
  });

  it('names the field of bad input', async () => {
    const cases: [string, object, string][] = [
      ['query-list', { status: 9 }, 'status'],
      ['query-list', { mobile: 'abc' }, 'mobile'],
      ['query-list', { pageSize: 7 }, 'pageSize'],
      ['sign-in-history', {}, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await post(t, path, director1.token, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});
