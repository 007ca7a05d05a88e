import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../../../test/harness.ts';
import { regulatorVisit } from '../../garden/testing.ts';
import type { WechatProvider } from '../index.ts';

const URL = '/iam/v1/third/bind/wechat-open/config';
const wechat: WechatProvider = {
  configured: true,
  authorizeUrl: (state, redirect) => `https://wechat.example/qr?state=${state}&redirect_uri=${encodeURIComponent(redirect)}`,
  exchangeCode: async () => ({ openId: 'x' }),
};
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  [t, plain] = await Promise.all([createTestApp({ wechat }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
});

// app.inject answers for host localhost:80
const HERE = 'http://localhost:80/system/system/account';

describe('WeChat binding address', () => {
  it('answers the QR-login address with a fresh state leading back to this site', async () => {
    const d = await loginAs(t.app, 'director1');
    const a = (await call(t.app, URL, { token: d.token, body: { redirectUri: HERE } })).json();
    expect(a.code).toBe('common-0001');
    expect(a.data.authorizeUrl).toContain(`state=${a.data.state}`);
    expect(a.data.authorizeUrl).toContain(encodeURIComponent('http://localhost/system/system/account'));
    const b = (await call(t.app, URL, { token: d.token, body: { redirectUri: HERE } })).json();
    expect(b.data.state).not.toBe(a.data.state);
  });

  it("answers 'not configured' in the request's language when WeChat is not set up", async () => {
    const d = await loginAs(plain.app, 'director1');
    const res = await call(plain.app, URL, { token: d.token, body: { redirectUri: HERE }, lang: 'en' });
    expect(res.json()).toMatchObject({ code: 'iam-0010', message: 'WeChat sign-in is not configured' });
  });

  it('refuses a redirect to another host or without an address, naming the field', async () => {
    const d = await loginAs(t.app, 'director1');
    for (const redirectUri of ['https://evil.example/x', 'javascript:alert(1)', '/relative']) {
      const res = await call(t.app, URL, { token: d.token, body: { redirectUri } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'redirectUri' } });
    }
    expect((await call(t.app, URL, { token: d.token, body: {} })).json()).toMatchObject({ data: { field: 'redirectUri' } });
  });

  it('refuses a read-only visitor and a caller without a session', async () => {
    const d = await loginAs(t.app, 'director1');
    const visit = await regulatorVisit(t, d.schoolId);
    expect((await call(t.app, URL, { token: visit.token, body: { redirectUri: HERE } })).json().code).toBe('common-0406');
    expect((await call(t.app, URL, { body: { redirectUri: HERE } })).statusCode).toBe(401);
  });
});
