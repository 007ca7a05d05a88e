import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath, createTestApp, type LoginResult, loginAs, type TestApp } from '../../test/harness.ts';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

let t: TestApp;
let director: LoginResult;
// ctx.now runs `shift` seconds off the real clock; calls are signed with the same offset
let shift = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + shift * 1000) });
  director = await loginAs(t.app, 'director1');
});
afterAll(async () => {
  await t?.close();
});

// the token's age against a shifted clock is the test: only callPath signs off the real time
const userInfo = (token: string) => callPath(t.app, '/user/v1/tenantry/account/user-info', { token, timeOffsetS: shift });

/** A token of the director's session that ends `ttlS` seconds from the app's now. */
function shortToken(ttlS: number): string {
  const claims = verifyAccessToken(t.ctx.tokenSecret, director.token);
  if (!claims || claims === 'expired') throw new Error('the director token does not verify');
  return signAccessToken(t.ctx.tokenSecret, { ...claims, exp: Math.floor(t.ctx.now().getTime() / 1000) + ttlS });
}

describe('a token checked once', () => {
  it('still expires: accepted before its end, refused with iam-0003 after it', async () => {
    const token = shortToken(60);
    expect((await userInfo(token)).json().code).toBe('common-0001');
    shift = 120;
    try {
      const res = await userInfo(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('iam-0003');
    } finally {
      shift = 0;
    }
  });

  it('does not vouch for a token that differs from it by one character', async () => {
    const token = shortToken(600);
    expect((await userInfo(token)).json().code).toBe('common-0001');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const res = await userInfo(token.slice(0, -1) + last);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('gateway-0101');
  });
});
