import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { demoAccount } from '../../../platform/demo/index.ts';
import { receiveSmsCode } from '../testing.ts';
import { encryptPassword } from './login-keys.ts';
import { MAX_WAIT_MINUTES, waitAfter } from './login-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ATTACKER = '10.66.0.1';
const OWNER_USUAL = '10.66.0.2';
const OWNER_NEW = '10.66.0.3';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** The browser's password sign-in, from an address. */
async function signIn(phone: string, password: string, ip: string) {
  const d = (await call(t.app, '/iam/v1/no-auth/d', { headers: from(ip) })).json().data;
  return call(t.app, '/iam/v1/web-oauth/common/token', {
    token: d.tempToken,
    body: { account: phone, password: encryptPassword(d.key, password), keyId: d.keyId },
    headers: from(ip),
  });
}

/** Moves the address's failures back in time, as if the clock had run on. */
const age = (ip: string, seconds: number) =>
  t.db.execute(sql`update login_failures set created_at = created_at - make_interval(secs => ${seconds}) where ip = ${ip}`);

async function failFive(phone: string, ip: string) {
  for (let i = 0; i < 5; i++) expect((await signIn(phone, 'wrong-pass-1', ip)).json().code).toBe('iam-0001');
}

describe('the password lock', () => {
  const owner = demoAccount('director2');

  it('locks the failing address, not the owner signing in from the address they use', async () => {
    expect((await signIn(owner.phone, owner.password, OWNER_USUAL)).json().code).toBe('common-0001');
    await failFive(owner.phone, ATTACKER);
    const locked = await signIn(owner.phone, owner.password, ATTACKER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'iam-0002', data: { retryAfter: expect.any(Number) } });
    expect(locked.json().data.retryAfter).toBeGreaterThan(50);
    expect(locked.json().data.retryAfter).toBeLessThanOrEqual(60);
    // the owner, from their usual address, is not the stranger's to lock out
    expect((await signIn(owner.phone, owner.password, OWNER_USUAL)).json().code).toBe('common-0001');
  });

  it('lets the owner in by SMS code from a new address while the account limit holds the password', async () => {
    const refused = await signIn(owner.phone, owner.password, OWNER_NEW);
    expect(refused.json().code).toBe('iam-0002');
    const wrong = await call(t.app, '/iam/v1/web-oauth/common/sms-token', {
      body: { account: owner.phone, code: '000000' },
      headers: from(OWNER_NEW),
    });
    expect(wrong.json()).toMatchObject({ code: 'iam-0008', data: { field: 'code' } });
    const code = await receiveSmsCode(t.app, t.db, owner.phone, 'login', OWNER_NEW);
    const ok = await call(t.app, '/iam/v1/web-oauth/common/sms-token', { body: { account: owner.phone, code }, headers: from(OWNER_NEW) });
    expect(ok.json()).toMatchObject({ code: 'common-0001', data: { schoolId: expect.any(Number), token: expect.any(String) } });
    const me = await call(t.app, '/user/v1/tenantry/account/user-info', { token: ok.json().data.token });
    expect(me.json().data.accountId).toBe(ok.json().data.accountId);
    // the code is used up
    const again = await call(t.app, '/iam/v1/web-oauth/common/sms-token', {
      body: { account: owner.phone, code },
      headers: from(OWNER_NEW),
    });
    expect(again.json().code).toBe('iam-0008');
  });

  it('makes the failing address wait longer each time: 1, 2, 4 minutes', async () => {
    const phone = demoAccount('director3').phone;
    const waits: number[] = [];
    for (let step = 0; step < 3; step++) {
      await failFive(phone, '10.66.1.1');
      const res = await signIn(phone, 'wrong-pass-1', '10.66.1.1');
      expect(res.json().code).toBe('iam-0002');
      waits.push(res.json().data.retryAfter);
      await age('10.66.1.1', res.json().data.retryAfter + 1);
    }
    expect(waits.map((w) => Math.round(w / 60))).toEqual([1, 2, 4]);
    expect(waitAfter(5 * 40, 5)).toBe(MAX_WAIT_MINUTES * 60_000);
    expect(waitAfter(7, 5)).toBe(0);
  });

  it('refuses a malformed SMS sign-in naming the field, and a phone without an account as a wrong code', async () => {
    const bad = await call(t.app, '/iam/v1/web-oauth/common/sms-token', { body: { account: '123', code: '123456' } });
    expect(bad.json()).toMatchObject({ code: 'common-0400', data: { field: 'account' } });
    const none = await call(t.app, '/iam/v1/web-oauth/common/sms-token', { body: { account: '13799990000', code: '123456' } });
    expect(none.json().code).toBe('iam-0008');
    const sessions = await t.db.execute(sql`select 1 from sessions s join accounts a on a.id = s.account_id where a.phone = '13799990000'`);
    expect(sessions.rows).toEqual([]);
  });
});
