import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../../test/harness.ts';
import { hashToken } from '../../../core/tokens.ts';
import { DEMO_INSTITUTIONS, type DemoKey, demoAccount } from '../../../platform/demo/index.ts';

let t: TestApp;
const ids: Record<string, number> = {};

const signIn = (key: DemoKey) => login(t.app, demoAccount(key).phone, demoAccount(key).password);
const refresh = (refreshToken: string) => call(t.app, '/iam/v1/web-oauth/kid-login/teacher-refresh', { token: refreshToken });
const userInfo = (token: string, headers?: Record<string, string>) =>
  call(t.app, '/user/v1/tenantry/account/user-info', { token, headers });
const teacherLogin = (token: string, schoolId: number, loginType = '3') =>
  call(t.app, `/iam/v1/web-oauth/kid-login/teacher-login?schoolId=${schoolId}&loginType=${loginType}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  const rows = (await t.db.execute(sql`select id, name from institutions`)).rows as { id: number; name: string }[];
  for (const r of rows) ids[r.name] = r.id;
});
afterAll(async () => {
  await t?.close();
});

describe('refresh token rotation', () => {
  it('exchanges the refresh token for a new pair; the new access token works', async () => {
    const s = await signIn('teacher');
    const res = await refresh(s.refreshToken);
    expect(res.json().code).toBe('common-0001');
    const next = res.json().data;
    expect(next.token).toBeTruthy();
    expect(next.refreshToken).toBeTruthy();
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect(next).toMatchObject({ accountId: s.accountId, schoolId: s.schoolId, teacherId: s.teacherId });
    const me = await userInfo(next.token);
    expect(me.json()).toMatchObject({ code: 'common-0001', data: { accountId: s.accountId } });
  });

  it('refuses a used refresh token within the grace window without ending the session', async () => {
    const s = await signIn('finance');
    const next = (await refresh(s.refreshToken)).json().data;
    const again = await refresh(s.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('iam-0004');
    expect((await userInfo(next.token)).json().code).toBe('common-0001');
  });

  it('revokes the whole family when an old refresh token comes back later', async () => {
    const s = await signIn('health');
    const second = (await refresh(s.refreshToken)).json().data;
    const third = (await refresh(second.refreshToken)).json().data;
    expect((await userInfo(third.token)).json().code).toBe('common-0001');
    // the first refresh token was used 20 s ago: beyond the 10 s grace for racing tabs
    await t.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '20 seconds' where token_hash = ${hashToken(s.refreshToken)}`,
    );
    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('iam-0004');

    const newest = await refresh(third.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe('iam-0004');
    const access = await userInfo(third.token);
    expect(access.statusCode).toBe(400);
    expect(access.json().code).toBe('gateway-0102');
    const revoked = (await t.db.execute(sql`select revoke_reason from sessions where account_id = ${s.accountId}`)).rows;
    expect(revoked).toEqual([{ revoke_reason: 'refresh-reuse' }]);
  });

  it('refuses a refresh without a token or with an unknown one', async () => {
    expect((await call(t.app, '/iam/v1/web-oauth/kid-login/teacher-refresh')).json().code).toBe('iam-0004');
    expect((await refresh('not-a-refresh-token')).json().code).toBe('iam-0004');
  });
});

describe('institution chooser and switching', () => {
  it("shows the 'multi' account its group and kindergartens, the current one flagged", async () => {
    const s = await signIn('multi');
    const res = await call(t.app, '/iam/v1/web-oauth/org-list', { token: s.token });
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.currentId).toBe(s.schoolId);
    expect(data.tree.map((c: { type: number }) => c.type)).toEqual([InstitutionType.group, InstitutionType.school]);
    const [groups, schools] = data.tree;
    expect(groups.children).toEqual([
      expect.objectContaining({ id: ids[DEMO_INSTITUTIONS.group], organizationId: ids[DEMO_INSTITUTIONS.group], current: false }),
    ]);
    expect(schools.children.map((c: { name: string }) => c.name)).toEqual([DEMO_INSTITUTIONS.schools[0], DEMO_INSTITUTIONS.schools[1]]);
    const flagged = [...groups.children, ...schools.children].filter((c: { current: boolean }) => c.current);
    expect(flagged).toEqual([expect.objectContaining({ id: s.schoolId })]);
  });

  it('enters school 2 with tokens scoped to it and revokes the old session', async () => {
    const s = await signIn('multi');
    const school2 = ids[DEMO_INSTITUTIONS.schools[1]];
    const res = await teacherLogin(s.token, school2);
    const next = res.json().data;
    expect(next).toMatchObject({ schoolId: school2, orgId: school2, accountId: s.accountId, readOnly: false });
    expect(next.teacherId).not.toBe(s.teacherId);
    expect((await userInfo(next.token)).json().data.schoolId).toBe(school2);
    expect((await userInfo(s.token)).json().code).toBe('gateway-0102');
    expect((await refresh(s.refreshToken)).json().code).toBe('iam-0004');
  });

  it('refuses a school the account does not belong to, keeping the session', async () => {
    const s = await signIn('multi');
    const res = await teacherLogin(s.token, ids[DEMO_INSTITUTIONS.schools[2]]);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('iam-0005');
    expect((await userInfo(s.token)).json().code).toBe('common-0001');
  });

  it('refuses a login type other than 3 or 7', async () => {
    const s = await signIn('multi');
    const res = await teacherLogin(s.token, ids[DEMO_INSTITUTIONS.schools[0]], '5');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('iam-0006');
    expect((await teacherLogin(s.token, ids[DEMO_INSTITUTIONS.schools[0]], '7')).json().code).toBe('common-0001');
  });
});

describe('institution headers', () => {
  it('refuses a school-1 token that names school 2 in the schoolId header', async () => {
    const s = await signIn('director1');
    const school2 = ids[DEMO_INSTITUTIONS.schools[1]];
    const res = await userInfo(s.token, { schoolId: String(school2) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('gateway-0105');
    const teacher = await userInfo(s.token, { teacherId: String(s.teacherId + 1) });
    expect(teacher.json().code).toBe('gateway-0105');
    const own = await userInfo(s.token, { schoolId: String(s.schoolId), teacherId: String(s.teacherId) });
    expect(own.json()).toMatchObject({ code: 'common-0001', data: { schoolId: s.schoolId } });
  });
});
