import { signInEndpoints as S } from '@kg/shared/modules/accounts/sign-in';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, ok, refused, signedTo, type TestApp } from '../../../../test/harness.ts';
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
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** The browser's password sign-in, from an address. */
async function signIn(phone: string, password: string, ip: string) {
  const d = ok(await call(S.loginKey, anonymous(t.app), {}, from(ip)));
  const holder = signedTo(t.app, { token: d.tempToken } as LoginResult);
  return call(S.login, holder, { account: phone, password: encryptPassword(d.key, password), keyId: d.keyId }, from(ip));
}

/** Moves the address's failures back in time, as if the clock had run on. */
const age = (ip: string, seconds: number) =>
  t.db.execute(sql`update login_failures set created_at = created_at - make_interval(secs => ${seconds}) where ip = ${ip}`);

async function failFive(phone: string, ip: string) {
  for (let i = 0; i < 5; i++) refused(await signIn(phone, 'wrong-pass-1', ip), 'iam-0001');
}

describe('the password lock', () => {
  const owner = demoAccount('director2');

  it('locks the failing address, not the owner signing in from the address they use', async () => {
    ok(await signIn(owner.phone, owner.password, OWNER_USUAL));
    await failFive(owner.phone, ATTACKER);
    const locked = await signIn(owner.phone, owner.password, ATTACKER);
    expect(locked.status).toBe(429);
    const { retryAfter } = refused(locked, 'iam-0002');
    expect(retryAfter).toEqual(expect.any(Number));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // the owner, from their usual address, is not the stranger's to lock out
    ok(await signIn(owner.phone, owner.password, OWNER_USUAL));
  });

  it('lets the owner in by SMS code from a new address while the account limit holds the password', async () => {
    refused(await signIn(owner.phone, owner.password, OWNER_NEW), 'iam-0002');
    const wrong = await call(S.smsLogin, anonymous(t.app), { account: owner.phone, code: '000000' }, from(OWNER_NEW));
    refused(wrong, 'iam-0008', 'code');
    const code = await receiveSmsCode(t.app, t.db, owner.phone, 'login', OWNER_NEW);
    const signed = ok(await call(S.smsLogin, anonymous(t.app), { account: owner.phone, code }, from(OWNER_NEW)));
    expect(signed).toMatchObject({ schoolId: expect.any(Number), token: expect.any(String) });
    const me = ok(await call(S.userInfo, signedTo(t.app, signed as unknown as LoginResult)));
    expect(me.accountId).toBe(signed.accountId);
    // the code is used up
    const again = await call(S.smsLogin, anonymous(t.app), { account: owner.phone, code }, from(OWNER_NEW));
    refused(again, 'iam-0008');
  });

  it('makes the failing address wait longer each time: 1, 2, 4 minutes', async () => {
    const phone = demoAccount('director3').phone;
    const waits: number[] = [];
    for (let step = 0; step < 3; step++) {
      await failFive(phone, '10.66.1.1');
      const res = await signIn(phone, 'wrong-pass-1', '10.66.1.1');
      const { retryAfter } = refused(res, 'iam-0002') as { retryAfter: number };
      waits.push(retryAfter);
      await age('10.66.1.1', retryAfter + 1);
    }
    expect(waits.map((w) => Math.round(w / 60))).toEqual([1, 2, 4]);
    expect(waitAfter(5 * 40, 5)).toBe(MAX_WAIT_MINUTES * 60_000);
    expect(waitAfter(7, 5)).toBe(0);
  });

  it('refuses a malformed SMS sign-in naming the field, and a phone without an account as a wrong code', async () => {
    const bad = await call(S.smsLogin, anonymous(t.app), { account: '123', code: '123456' });
    refused(bad, 'common-0400', 'account');
    const none = await call(S.smsLogin, anonymous(t.app), { account: '13799990000', code: '123456' });
    refused(none, 'iam-0008');
    const sessions = await t.db.execute(sql`select 1 from sessions s join accounts a on a.id = s.account_id where a.phone = '13799990000'`);
    expect(sessions.rows).toEqual([]);
  });
});
