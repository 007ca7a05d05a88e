import { HEADER, SYSTEM_CODES as S } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { accountsEndpoints as E } from '@kg/shared/modules/system/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  enter,
  type LoginResult,
  login,
  loginAs,
  loginRaw,
  malformed,
  ok,
  refused,
  type TestApp,
} from '../../../../test/harness.ts';
import { footprint, one, signInWithCodes } from './account-test-utils.ts';

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

const liveSessions = (schoolId: number, memberId: number) =>
  one<{ n: number }>(
    t,
    sql`select count(*)::int as n from sessions where institution_id = ${schoolId} and member_id = ${memberId} and revoked_at is null`,
  ).then((r) => r.n);

describe('disable and enable', () => {
  it('disables a teacher: their open session is refused on its next call, refresh and sign-in refused; enable lets them in again', async () => {
    const s1 = director1.schoolId;
    const open = await loginAs(t.app, 'teacher');
    ok(await call(signInEndpoints.userInfo, open));
    const res = await call(E.disable, director1, { id: open.teacherId });
    expect(ok(res)).toMatchObject({ id: open.teacherId, status: 2 });
    expect(await liveSessions(s1, open.teacherId)).toBe(0);
    refused(await call(signInEndpoints.userInfo, open), 'gateway-0102');
    const refresh = await call(signInEndpoints.refresh, { ...open, token: open.refreshToken });
    expect(refresh.code).not.toBe('common-0001');
    // with no other school to enter, signing in is answered like a wrong password
    expect((await loginRaw(t.app, '13900000021', 'Kg@123456')).json().code).toBe('iam-0001');
    const listed = ok(await call(E.list, director1, { status: 2, realName: open.realName }));
    expect(listed.list.map((r: { id: number }) => r.id)).toContain(open.teacherId);

    const back = await call(E.enable, director1, { id: open.teacherId });
    expect(ok(back)).toMatchObject({ id: open.teacherId });
    expect(ok(back).status).not.toBe(2);
    const again = await login(t.app, '13900000021', 'Kg@123456');
    ok(await call(signInEndpoints.userInfo, again));
    // the ended session stays ended
    refused(await call(signInEndpoints.userInfo, open), 'gateway-0102');
  });

  it('disables only this school: an account of two schools still signs in to the other', async () => {
    let multi = await loginAs(t.app, 'multi');
    if (multi.schoolId !== director1.schoolId) multi = await enter(t.app, multi, director1.schoolId);
    ok(await call(E.disable, director1, { id: multi.teacherId }));
    refused(await call(signInEndpoints.userInfo, multi), 'gateway-0102');
    const other = await login(t.app, '13900000031', 'Kg@123456');
    expect(other.schoolId).not.toBe(director1.schoolId);
    ok(await call(signInEndpoints.userInfo, other));
    // entering the disabled school is refused
    const entering = await call(signInEndpoints.enter, other, { schoolId: director1.schoolId, loginType: '3' });
    expect(entering.code).not.toBe('common-0001');
    ok(await call(E.enable, director1, { id: multi.teacherId }));
  });

  it('never disables oneself', async () => {
    const before = await footprint(t, director1.schoolId);
    const res = await call(E.disable, director1, { id: director1.teacherId });
    expect(res.status).toBe(400);
    refused(res, 'system-0102');
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
    const res = await call(E.disable, keeper, { id: director1.teacherId });
    refused(res, 'system-0103');
    expect(await footprint(t, s1)).toEqual(before);
    // once someone else holds it, the director may be disabled
    await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code) values (${s1}, ${keeper.roleId}, ${S.roles})`);
    const fresh = await login(t.app, '13800000101', 'Kg@123456');
    ok(await call(E.disable, fresh, { id: director1.teacherId }));
    ok(await call(E.enable, fresh, { id: director1.teacherId }));
    director1 = await loginAs(t.app, 'director1');
  });
});

describe('refusals', () => {
  it('refuses a teacher with common-0403, nothing changed', async () => {
    // the first test ended the teacher's earlier session
    teacher = await loginAs(t.app, 'teacher');
    const before = await footprint(t, director1.schoolId);
    for (const e of [E.disable, E.enable]) {
      const res = await call(e, teacher, { id: director1.teacherId });
      expect(res.status).toBe(403);
      refused(res, 'common-0403');
    }
    expect(await footprint(t, director1.schoolId)).toEqual(before);
  });

  it("answers another school's member as missing, nothing changed", async () => {
    const before = await footprint(t, director2.schoolId);
    for (const e of [E.disable, E.enable]) {
      const res = await call(e, director1, { id: director2.teacherId });
      expect(res.status).toBe(404);
      refused(res, 'system-0101');
    }
    expect(await footprint(t, director2.schoolId)).toEqual(before);
    expect(await liveSessions(director2.schoolId, director2.teacherId)).toBeGreaterThan(0);
  });

  it('refuses a header naming another school', async () => {
    const before = await footprint(t, director1.schoolId);
    const res = await call(E.disable, director1, { id: teacher.teacherId }, { headers: { [HEADER.schoolId]: String(director2.schoolId) } });
    refused(res, 'gateway-0105');
    expect(await footprint(t, director1.schoolId)).toEqual(before);
  });

  it('names the field of bad input', async () => {
    for (const body of [{}, { id: 'x' }, { id: -1 }]) {
      const res = await call(E.disable, director1, malformed(body));
      expect(res.status).toBe(400);
      expect(JSON.stringify([res.message, res.data])).toContain('id');
    }
  });
});
