import { wechatEndpoints as E } from '@kg/shared/modules/accounts/wechat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { regulatorVisit } from '../../garden/testing.ts';
import type { WechatProvider } from '../index.ts';

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
    const a = ok(await call(E.wechatConfig, d, { redirectUri: HERE }));
    expect(a.authorizeUrl).toContain(`state=${a.state}`);
    expect(a.authorizeUrl).toContain(encodeURIComponent('http://localhost/system/system/account'));
    const b = ok(await call(E.wechatConfig, d, { redirectUri: HERE }));
    expect(b.state).not.toBe(a.state);
  });

  it("answers 'not configured' in the request's language when WeChat is not set up", async () => {
    const d = await loginAs(plain.app, 'director1');
    const res = await call(E.wechatConfig, d, { redirectUri: HERE }, { lang: 'en' });
    refused(res, 'iam-0010');
    expect(res.message).toBe('WeChat sign-in is not configured');
  });

  it('refuses a redirect to another host or without an address, naming the field', async () => {
    const d = await loginAs(t.app, 'director1');
    for (const redirectUri of ['https://evil.example/x', 'javascript:alert(1)', '/relative']) {
      const res = await call(E.wechatConfig, d, { redirectUri });
      expect(res.status).toBe(400);
      refused(res, 'common-0400', 'redirectUri');
    }
    refused(await call(E.wechatConfig, d, malformed({})), 'common-0400', 'redirectUri');
  });

  it('refuses a read-only visitor and a caller without a session', async () => {
    const d = await loginAs(t.app, 'director1');
    const visit = await regulatorVisit(t, d.schoolId);
    refused(await call(E.wechatConfig, visit, { redirectUri: HERE }), 'common-0406');
    expect((await call(E.wechatConfig, anonymous(t.app), { redirectUri: HERE })).status).toBe(401);
  });
});
