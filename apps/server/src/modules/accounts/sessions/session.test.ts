import { InstitutionType } from '@kg/shared';
import { signInEndpoints as S } from '@kg/shared/modules/accounts/sign-in';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, login, ok, refused, signedTo, type TestApp } from '../../../../test/harness.ts';
import { hashToken } from '../../../core/tokens.ts';
import { DEMO_INSTITUTIONS, type DemoKey, demoAccount } from '../../../platform/demo/index.ts';

let t: TestApp;
const ids: Record<string, number> = {};

const signIn = (key: DemoKey) => login(t.app, demoAccount(key).phone, demoAccount(key).password);
/** Whoever holds this token (an access or a refresh token), as the web client holds them after a refresh. */
const bearer = (token: string) => signedTo(t.app, { token } as LoginResult);

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
    const res = await call(S.refresh, bearer(s.refreshToken));
    const next = ok(res);
    expect(next.token).toBeTruthy();
    expect(next.refreshToken).toBeTruthy();
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect(next).toMatchObject({ accountId: s.accountId, schoolId: s.schoolId, teacherId: s.teacherId });
    const me = await call(S.userInfo, bearer(next.token));
    expect(ok(me)).toMatchObject({ accountId: s.accountId });
  });

  it('refuses a used refresh token within the grace window without ending the session', async () => {
    const s = await signIn('finance');
    const next = ok(await call(S.refresh, bearer(s.refreshToken)));
    const again = await call(S.refresh, bearer(s.refreshToken));
    expect(again.status).toBe(401);
    refused(again, 'iam-0004');
    ok(await call(S.userInfo, bearer(next.token)));
  });

  it('revokes the whole family when an old refresh token comes back later', async () => {
    const s = await signIn('health');
    const second = ok(await call(S.refresh, bearer(s.refreshToken)));
    const third = ok(await call(S.refresh, bearer(second.refreshToken)));
    ok(await call(S.userInfo, bearer(third.token)));
    // the first refresh token was used 20 s ago: beyond the 10 s grace for racing tabs
    await t.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '20 seconds' where token_hash = ${hashToken(s.refreshToken)}`,
    );
    const replay = await call(S.refresh, bearer(s.refreshToken));
    expect(replay.status).toBe(401);
    refused(replay, 'iam-0004');

    const newest = await call(S.refresh, bearer(third.refreshToken));
    expect(newest.status).toBe(401);
    refused(newest, 'iam-0004');
    const access = await call(S.userInfo, bearer(third.token));
    expect(access.status).toBe(400);
    refused(access, 'gateway-0102');
    const revoked = (await t.db.execute(sql`select revoke_reason from sessions where account_id = ${s.accountId}`)).rows;
    expect(revoked).toEqual([{ revoke_reason: 'refresh-reuse' }]);
  });

  it('refuses a refresh without a token or with an unknown one', async () => {
    refused(await call(S.refresh, anonymous(t.app)), 'iam-0004');
    refused(await call(S.refresh, bearer('not-a-refresh-token')), 'iam-0004');
  });
});

describe('institution chooser and switching', () => {
  it("shows the 'multi' account its group and kindergartens, the current one flagged", async () => {
    const s = await signIn('multi');
    const res = await call(S.orgList, s);
    const data = ok(res);
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
    const res = await call(S.enter, s, { schoolId: school2 });
    const next = ok(res);
    expect(next).toMatchObject({ schoolId: school2, orgId: school2, accountId: s.accountId, readOnly: false });
    expect(next.teacherId).not.toBe(s.teacherId);
    expect(ok(await call(S.userInfo, bearer(next.token))).schoolId).toBe(school2);
    refused(await call(S.userInfo, s), 'gateway-0102');
    refused(await call(S.refresh, bearer(s.refreshToken)), 'iam-0004');
  });

  it('refuses a school the account does not belong to, keeping the session', async () => {
    const s = await signIn('multi');
    const res = await call(S.enter, s, { schoolId: ids[DEMO_INSTITUTIONS.schools[2]] });
    expect(res.status).toBe(403);
    refused(res, 'iam-0005');
    ok(await call(S.userInfo, s));
  });

  it('refuses a login type other than 3 or 7', async () => {
    const s = await signIn('multi');
    const res = await call(S.enter, s, { schoolId: ids[DEMO_INSTITUTIONS.schools[0]], loginType: '5' });
    expect(res.status).toBe(400);
    refused(res, 'iam-0006');
    ok(await call(S.enter, s, { schoolId: ids[DEMO_INSTITUTIONS.schools[0]], loginType: '7' }));
  });
});

describe('institution headers', () => {
  it('refuses a school-1 token that names school 2 in the schoolId header', async () => {
    const s = await signIn('director1');
    const school2 = ids[DEMO_INSTITUTIONS.schools[1]];
    const res = await call(S.userInfo, s, {}, { headers: { schoolId: String(school2) } });
    expect(res.status).toBe(400);
    refused(res, 'gateway-0105');
    const teacher = await call(S.userInfo, s, {}, { headers: { teacherId: String(s.teacherId + 1) } });
    refused(teacher, 'gateway-0105');
    const own = await call(S.userInfo, s, {}, { headers: { schoolId: String(s.schoolId), teacherId: String(s.teacherId) } });
    expect(ok(own)).toMatchObject({ schoolId: s.schoolId });
  });
});
