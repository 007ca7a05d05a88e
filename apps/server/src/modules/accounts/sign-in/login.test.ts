import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, loginRaw, type TestApp } from '../../../../test/harness.ts';
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

describe('login', () => {
  it('answers the server time unsigned', async () => {
    const res = await call(t.app, '/iam/v1/common/time', { unsigned: true });
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
    const d = (await call(t.app, '/iam/v1/no-auth/d')).json().data;
    const body = { account: a.phone, password: encryptPassword(d.key, a.password), keyId: d.keyId };
    expect((await call(t.app, '/iam/v1/web-oauth/common/token', { token: d.tempToken, body })).json().code).toBe('common-0001');
    const again = (await call(t.app, '/iam/v1/web-oauth/common/token', { token: d.tempToken, body })).json();
    expect(again.code).toBe('iam-0001');
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
      expect((await call(t.app, '/iam/v1/no-auth/d', from('10.9.9.9'))).statusCode).toBe(200);
    }
    const over = await call(t.app, '/iam/v1/no-auth/d', from('10.9.9.9'));
    expect([over.statusCode, over.json().code]).toEqual([429, 'gateway-0106']);
    expect((await call(t.app, '/iam/v1/no-auth/d', from('10.9.9.10'))).statusCode).toBe(200);
  });

  it('rejects a request whose signature does not match the body', async () => {
    const res = await call(t.app, '/iam/v1/no-auth/d', {
      unsigned: true,
      headers: { time: String(Math.floor(Date.now() / 1000)), signature: 'abcdef0123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('gateway-0103');
  });

  it('rejects a stale request time', async () => {
    const res = await call(t.app, '/iam/v1/no-auth/d', { timeOffsetS: -301 });
    expect(res.json().code).toBe('gateway-0104');
  });

  it('returns the user info with the permission codes of the role', async () => {
    const a = demoAccount('teacher');
    const s = await login(t.app, a.phone, a.password);
    const info = (await call(t.app, '/user/v1/tenantry/account/user-info', { token: s.token })).json();
    expect(info.code).toBe('common-0001');
    expect(info.data.permission).toContain('student-manage');
    expect(info.data.permission).not.toContain('teacher-manage-child');
    expect(info.data.schoolId).toBe(s.schoolId);
  });

  it('refuses user info without a token', async () => {
    const res = await call(t.app, '/user/v1/tenantry/account/user-info');
    expect(res.statusCode).toBe(401);
  });

  it('ends the session on logout: the access and refresh tokens stop working', async () => {
    const a = demoAccount('finance');
    const s = await login(t.app, a.phone, a.password);
    expect((await call(t.app, '/iam/v1/web-oauth/logout', { token: s.token })).json().code).toBe('common-0001');
    const after = await call(t.app, '/user/v1/tenantry/account/user-info', { token: s.token });
    expect(after.statusCode).toBe(400);
    expect(after.json().code).toBe('gateway-0102');
    const refresh = await call(t.app, '/iam/v1/web-oauth/kid-login/teacher-refresh', { token: s.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses a login body without the account, naming the field', async () => {
    const d = (await call(t.app, '/iam/v1/no-auth/d')).json().data;
    const res = await call(t.app, '/iam/v1/web-oauth/common/token', { token: d.tempToken, body: { password: 'x', keyId: d.keyId } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'account' } });
  });

  it('signs in a disabled account with the same refusal as a wrong password', async () => {
    const a = demoAccount('director4');
    await t.db.$client.query('update accounts set disabled = true where phone = $1', [a.phone]);
    const res = (await loginRaw(t.app, a.phone, a.password)).json();
    expect(res.code).toBe('iam-0001');
  });
});
