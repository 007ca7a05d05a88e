import { signInEndpoints as S } from '@kg/shared/modules/accounts/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  call,
  callPath,
  createTestApp,
  type LoginResult,
  login,
  loginRaw,
  malformed,
  ok,
  refused,
  signedTo,
  type TestApp,
} from '../../../../test/harness.ts';
import { PUBLIC_RATE_LIMIT } from '../../../core/access.ts';
import { demoAccount } from '../../../platform/demo/index.ts';
import { encryptPassword } from './login-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The login key's temporary token, as the sign-in page holds it. */
const holding = (token: string) => signedTo(t.app, { token } as LoginResult);

describe('login', () => {
  it('answers the server time unsigned', async () => {
    // unsigned on purpose: the time call is how a client learns to sign
    const res = await callPath(t.app, S.time.path, { unsigned: true });
    expect(res.statusCode).toBe(200);
    expect(Math.abs(res.json().data - Date.now())).toBeLessThan(5000);
  });

  it('signs a director in with the encrypted password and returns the session fields', async () => {
    const a = demoAccount('director1');
    const s = await login(t.app, a.phone, a.password);
    expect(s.token).toBeTruthy();
    expect(s.refreshToken).toBeTruthy();
    expect(s.schoolId).toBeGreaterThan(0);
    expect(s.teacherId).toBeGreaterThan(0);
    expect(s.permission).toContain('student-manage');
    expect(s).toMatchObject({ realName: expect.any(String), orgId: s.schoolId, groupId: null });
  });

  it('refuses a wrong password, an unknown account and a reused key with the same message', async () => {
    const a = demoAccount('director2');
    const wrong = (await loginRaw(t.app, a.phone, 'nope-123456')).json();
    const unknown = (await loginRaw(t.app, '13800009999', a.password)).json();
    expect(wrong.code).toBe('iam-0001');
    expect(unknown.code).toBe('iam-0001');
    expect(unknown.message).toBe(wrong.message);
    const d = ok(await call(S.loginKey, anonymous(t.app)));
    const body = { account: a.phone, password: encryptPassword(d.key, a.password), keyId: d.keyId };
    ok(await call(S.login, holding(d.tempToken), body));
    refused(await call(S.login, holding(d.tempToken), body), 'iam-0001');
  });

  it('refuses the sixth failure within a minute with too-many-attempts', async () => {
    const a = demoAccount('director3');
    for (let i = 0; i < 5; i++) expect((await loginRaw(t.app, a.phone, 'bad-pass-1')).json().code).toBe('iam-0001');
    const sixth = await loginRaw(t.app, a.phone, a.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('iam-0002');
  });

  it('caps the public sign-in calls per address, other addresses unaffected', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < PUBLIC_RATE_LIMIT.max; i++) {
      ok(await call(S.loginKey, anonymous(t.app), {}, from('10.9.9.9')));
    }
    const over = await call(S.loginKey, anonymous(t.app), {}, from('10.9.9.9'));
    expect([over.status, over.code]).toEqual([429, 'gateway-0106']);
    ok(await call(S.loginKey, anonymous(t.app), {}, from('10.9.9.10')));
  });

  it('rejects a request whose signature does not match the body', async () => {
    // the signature itself is the test: a literal path, signed by hand
    const res = await callPath(t.app, S.loginKey.path, {
      unsigned: true,
      headers: { time: String(Math.floor(Date.now() / 1000)), signature: 'abcdef0123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('gateway-0103');
  });

  it('rejects a stale request time', async () => {
    // the signature's time is the test: only callPath signs off the real clock
    const res = await callPath(t.app, S.loginKey.path, { timeOffsetS: -301 });
    expect(res.json().code).toBe('gateway-0104');
  });

  it('returns the user info with the permission codes of the role', async () => {
    const a = demoAccount('teacher');
    const s = await login(t.app, a.phone, a.password);
    const info = ok(await call(S.userInfo, s));
    expect(info.permission).toContain('student-manage');
    expect(info.permission).not.toContain('teacher-manage-child');
    expect(info.schoolId).toBe(s.schoolId);
  });

  it('refuses user info without a token', async () => {
    const res = await call(S.userInfo, anonymous(t.app));
    expect(res.status).toBe(401);
  });

  it('ends the session on logout: the access and refresh tokens stop working', async () => {
    const a = demoAccount('finance');
    const s = await login(t.app, a.phone, a.password);
    ok(await call(S.logout, s));
    const after = await call(S.userInfo, s);
    expect(after.status).toBe(400);
    refused(after, 'gateway-0102');
    const refresh = await call(S.refresh, holding(s.refreshToken));
    expect(refresh.status).toBe(401);
  });

  it('refuses a login body without the account, naming the field', async () => {
    const d = ok(await call(S.loginKey, anonymous(t.app)));
    const res = await call(S.login, holding(d.tempToken), malformed({ password: 'x', keyId: d.keyId }));
    expect(res.status).toBe(400);
    refused(res, 'common-0400', 'account');
  });

  it('signs in a disabled account with the same refusal as a wrong password', async () => {
    const a = demoAccount('director4');
    await t.db.$client.query('update accounts set disabled = true where phone = $1', [a.phone]);
    const res = (await loginRaw(t.app, a.phone, a.password)).json();
    expect(res.code).toBe('iam-0001');
  });
});
