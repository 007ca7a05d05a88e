import { HEADER, SYSTEM_CODES as S } from '@kg/shared';
import { accountsEndpoints as E } from '@kg/shared/modules/system/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { one, signInWithCodes } from './account-test-utils.ts';

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
    const res = await call(E.list, director1, { pageNum: 1, pageSize: 20 });
    const data = ok(res);
    const members = await one<{ n: number }>(t, sql`select count(*)::int as n from members where institution_id = ${s1}`);
    expect(data.total).toBe(members.n);
    expect(data.list).toHaveLength(Math.min(20, members.n));
    const me = data.list.find((r: Row) => r.id === director1.teacherId);
    expect(me).toMatchObject({ mobile: '139****0011', allRange: true, status: 1, self: true });
    expect(me?.lastSignInAt).toBeTruthy();
    expect(data.list.every((r: Row) => /^\d{3}\*{4}\d{4}$/.test(r.mobile))).toBe(true);
    const other = await call(E.list, director1, { mobile: '13900000012' });
    expect(ok(other).total).toBe(0);
  });

  it('shows the demo accounts in every state, with past sign-ins', async () => {
    for (const status of [1, 2, 3]) {
      const page = ok(await call(E.list, director1, { status }));
      expect(page.total).toBeGreaterThan(0);
    }
    const disabled = ok(await call(E.list, director1, { status: 2 })).list[0];
    expect(disabled.disabledAt).toBeTruthy();
    expect(disabled.lastSignInAt).toBeTruthy();
  });

  it('searches by name, phone (last digits), role and status', async () => {
    const byPhone = ok(await call(E.list, director1, { mobile: '0021' }));
    expect(byPhone.list.map((r: Row) => r.id)).toEqual([teacher.teacherId]);
    expect(byPhone.list[0].classes.length).toBeGreaterThan(0);
    const byName = ok(await call(E.list, director1, { realName: byPhone.list[0].realName }));
    expect(byName.list.map((r: Row) => r.id)).toContain(teacher.teacherId);
    const roles = ok(await call(E.roleOptions, director1)) as { id: number; name: string }[];
    const teacherRole = byPhone.list[0].roles[0];
    expect(roles.map((r) => r.id)).toContain(teacherRole.id);
    const byRole = ok(await call(E.list, director1, { roleId: teacherRole.id, pageSize: 10 }));
    expect(byRole.total).toBeGreaterThan(1);
    expect(byRole.list.every((r: Row) => r.roles.some((x) => x.name === teacherRole.name))).toBe(true);
    // a forced password change shows as its own status
    await t.db.execute(sql`update accounts set need_update_password = true where phone = '13900000022'`);
    const must = ok(await call(E.list, director1, { status: 3 }));
    expect(must.list.some((r: Row) => r.mobile === '139****0022')).toBe(true);
    expect(must.list.every((r: Row) => r.status === 3)).toBe(true);
  });

  it('lists the sign-ins of one account to this school, newest first', async () => {
    await loginAs(t.app, 'teacher');
    const res = await call(E.history, director1, { id: teacher.teacherId, pageSize: 10 });
    const data = ok(res);
    expect(data.total).toBeGreaterThanOrEqual(2);
    const times = data.list.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('refusals', () => {
  it('refuses a teacher with common-0403', async () => {
    for (const res of [
      await call(E.list, teacher),
      await call(E.roleOptions, teacher),
      await call(E.history, teacher, { id: teacher.teacherId }),
    ]) {
      expect(res.status, res.url).toBe(403);
      refused(res, 'common-0403');
    }
  });

  it('a holder of the list code alone reads, but cannot change anything', async () => {
    const reader = await signInWithCodes(t, director1.schoolId, '13800000201', [S.accounts]);
    ok(await call(E.list, reader));
    refused(await call(E.disable, reader, { id: teacher.teacherId }), 'common-0403');
    refused(await call(E.resetPassword, reader, { id: teacher.teacherId }), 'common-0403');
  });

  it("answers another school's member as missing, and refuses a header naming another school", async () => {
    const res = await call(E.history, director1, { id: director2.teacherId });
    expect(res.status).toBe(404);
    refused(res, 'system-0101');
    const header = await call(E.list, director1, {}, { headers: { [HEADER.schoolId]: String(director2.schoolId) } });
    refused(header, 'gateway-0105');
  });

  it('names the field of bad input', async () => {
    const cases = [
      [await call(E.list, director1, { status: 9 }), 'status'],
      [await call(E.list, director1, { mobile: 'abc' }), 'mobile'],
      [await call(E.list, director1, { pageSize: 7 }), 'pageSize'],
      [await call(E.history, director1, malformed({})), 'id'],
    ] as const;
    for (const [res, field] of cases) {
      expect(res.status).toBe(400);
      expect(JSON.stringify([res.message, res.data])).toContain(field);
    }
  });
});
