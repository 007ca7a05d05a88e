import { HEADER, SYSTEM_CODES as S } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, enter, type LoginResult, login, loginAs, loginRaw, type TestApp } from '../../../../test/harness.ts';
import { footprint, one, post, signInWithCodes } from './account-test-utils.ts';

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

const ME = '/user/v1/tenantry/account/user-info';
const liveSessions = (schoolId: number, memberId: number) =>
  one<{ n: number }>(
    t,
    sql`select count(*)::int as n from sessions where institution_id = ${schoolId} and member_id = ${memberId} and revoked_at is null`,
  ).then((r) => r.n);

describe('disable and enable', () => {
  it('disables a teacher: their open session is refused on its next call, refresh and sign-in refused; enable lets them in again', async () => {
    const s1 = director1.schoolId;
    const open = await loginAs(t.app, 'teacher');
    expect((await call(t.app, ME, { token: open.token })).json().code).toBe('common-0001');
    const res = await post(t, 'disable', director1.token, { id: open.teacherId });
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { id: open.teacherId, status: 2 } });
    expect(await liveSessions(s1, open.teacherId)).toBe(0);
    expect((await call(t.app, ME, { token: open.token })).json().code).toBe('gateway-0102');
    const refresh = await call(t.app, '/iam/v1/web-oauth/kid-login/teacher-refresh', { token: open.refreshToken });
    expect(refresh.json().code).not.toBe('common-0001');
    // with no other school to enter, signing in is answered like a wrong password
    expect((await loginRaw(t.app, '13900000021', 'Kg@123456')).json().code).toBe('iam-0001');
    const listed = (await post(t, 'query-list', director1.token, { status: 2, realName: open.realName })).json().data;
    expect(listed.list.map((r: { id: number }) => r.id)).toContain(open.teacherId);

    const back = await post(t, 'enable', director1.token, { id: open.teacherId });
    expect(back.json()).toMatchObject({ code: 'common-0001', data: { id: open.teacherId } });
    expect(back.json().data.status).not.toBe(2);
    const again = await login(t.app, '13900000021', 'Kg@123456');
    expect((await call(t.app, ME, { token: again.token })).json().code).toBe('common-0001');
    // the ended session stays ended
    expect((await call(t.app, ME, { token: open.token })).json().code).toBe('gateway-0102');
  });

  it('disables only this school: an account of two schools still signs in to the other', async () => {
    let multi = await loginAs(t.app, 'multi');
    if (multi.schoolId !== director1.schoolId) multi = await enter(t.app, multi, director1.schoolId);
    expect((await post(t, 'disable', director1.token, { id: multi.teacherId })).json().code).toBe('common-0001');
    expect((await call(t.app, ME, { token: multi.token })).json().code).toBe('gateway-0102');
    const other = await login(t.app, '13900000031', 'Kg@123456');
    expect(other.schoolId).not.toBe(director1.schoolId);
    expect((await call(t.app, ME, { token: other.token })).json().code).toBe('common-0001');
    // entering the disabled school is refused
    const entering = await call(t.app, `/iam/v1/web-oauth/kid-login/teacher-login?schoolId=${director1.schoolId}&loginType=3`, {
      token: other.token,
    });
    expect(entering.json().code).not.toBe('common-0001');
    expect((await post(t, 'enable', director1.token, { id: multi.teacherId })).json().code).toBe('common-0001');
  });

  it('never disables oneself', async () => {
    const before = await footprint(t, director1.schoolId);
    const res = await post(t, 'disable', director1.token, { id: director1.teacherId });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('system-0102');
    expect(await footprint(t, director1.schoolId)).toEqual(before);
  });

  it('never disables the last active holder of role management', async () => {
    const s1 = director1.schoolId;
    // leave the director as the only holder: no other role carries the code, nobody else is the administrator
    await t.db.execute(sql`delete from role_permissions rp using roles r where r.institution_id = rp.institution_id
      and r.id = rp.role_id and rp.institution_id = ${s1} and rp.code = ${S.roles} and r.builtin is distinct from 'director'`);
    await t.db.execute(sql`update members set is_admin = false where institution_id = ${s1} and id <> ${director1.teacherId}`);
    const keeper = await signInWithCodes(t, s1, '13800000101', [S.accounts, S.accountStatus]);
    const before = await footprint(t, s1);
    const res = await post(t, 'disable', keeper.token, { id: director1.teacherId });
    expect(res.json().code).toBe('system-0103');
    expect(await footprint(t, s1)).toEqual(before);
    // once someone else holds it, the director may be disabled
    await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code) values (${s1}, ${keeper.roleId}, ${S.roles})`);
    const fresh = await login(t.app, '13800000101', 'Kg@123456');
    expect((await post(t, 'disable', fresh.token, { id: director1.teacherId })).json().code).toBe('common-0001');
    expect((await post(t, 'enable', fresh.token, { id: director1.teacherId })).json().code).toBe('common-0001');
    director1 = await loginAs(t.app, 'director1');
  });
});

describe('refusals', () => {
  it('refuses a teacher with common-0403, nothing changed', async () => {
    // the first test ended the teacher's earlier session
    teacher = await loginAs(t.app, 'teacher');
    const before = await footprint(t, director1.schoolId);
    for (const path of ['disable', 'enable']) {
      const res = await post(t, path, teacher.token, { id: director1.teacherId });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('common-0403');
    }
    expect(await footprint(t, director1.schoolId)).toEqual(before);
  });

  it("answers another school's member as missing, nothing changed", async () => {
    const before = await footprint(t, director2.schoolId);
    for (const path of ['disable', 'enable']) {
      const res = await post(t, path, director1.token, { id: director2.teacherId });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('system-0101');
    }
    expect(await footprint(t, director2.schoolId)).toEqual(before);
    expect(await liveSessions(director2.schoolId, director2.teacherId)).toBeGreaterThan(0);
  });

  it('refuses a header naming another school', async () => {
    const before = await footprint(t, director1.schoolId);
    const res = await post(t, 'disable', director1.token, { id: teacher.teacherId }, { [HEADER.schoolId]: String(director2.schoolId) });
    expect(res.json().code).toBe('gateway-0105');
    expect(await footprint(t, director1.schoolId)).toEqual(before);
  });

  it('names the field of bad input', async () => {
    for (const body of [{}, { id: 'x' }, { id: -1 }]) {
      const res = await post(t, 'disable', director1.token, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('id');
    }
  });
});
