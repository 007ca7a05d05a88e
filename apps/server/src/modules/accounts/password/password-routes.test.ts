import { passwordEndpoints as E } from '@kg/shared/modules/accounts/password';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  call,
  createTestApp,
  type LoginResult,
  login,
  loginAs,
  loginRaw,
  malformed,
  ok,
  refused,
  signedTo,
  type TestApp,
} from '../../../../test/harness.ts';
import { accounts, institutions, members } from '../../../db/schema/index.ts';
import { DEMO_INSTITUTIONS, demoAccount } from '../../../platform/demo/index.ts';
import { startSession } from '../index.ts';
import { receiveSmsCode, sendSmsCode } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Reset = { phone: string; code: string; password: string; confirmPassword?: string };
const update = (input: Reset) => call(E.passwordReset, anonymous(t.app), input);

async function accountRow(phone: string) {
  const r = await t.db.execute(
    sql`select id, password_hash, need_update_password, password_changed_at from accounts where phone = ${phone}`,
  );
  return r.rows[0] as { id: number; password_hash: string; need_update_password: boolean; password_changed_at: Date | null };
}
const liveSessions = async (accountId: number) =>
  (await t.db.execute(sql`select count(*)::int as n from sessions where account_id = ${accountId} and revoked_at is null`)).rows[0] as {
    n: number;
  };
const codeRow = async (phone: string) =>
  (await t.db.execute(sql`select * from sms_codes where phone = ${phone} order by id desc limit 1`)).rows[0] as {
    attempts: number;
    used_at: Date | null;
  };

/** A regulator inside school 1, read-only, as /referer makes it. */
async function regulatorReadOnly() {
  const [x] = await t.db
    .select({ accountId: accounts.id, regulatorId: members.institutionId, memberId: members.id })
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(eq(accounts.phone, demoAccount('regulator').phone));
  const [school] = await t.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, DEMO_INSTITUTIONS.schools[0]));
  const s = await startSession(t.ctx, {
    accountId: x.accountId,
    institutionId: school.id,
    memberId: x.memberId,
    readOnly: true,
    viaInstitutionId: x.regulatorId,
  });
  return signedTo(t.app, s as unknown as LoginResult);
}

describe('password/need', () => {
  it('tells whether the signed-in account must change its password', async () => {
    const a = demoAccount('finance');
    const s = await login(t.app, a.phone, a.password);
    expect(ok(await call(E.passwordNeed, s))).toMatchObject({ needUpdatePassword: false });
    await t.db.execute(sql`update accounts set need_update_password = true where phone = ${a.phone}`);
    // the guide sends the code to the account's own phone, answered in full to its owner
    expect(ok(await call(E.passwordNeed, s))).toEqual({ needUpdatePassword: true, phone: a.phone });
    await t.db.execute(sql`update accounts set need_update_password = false where phone = ${a.phone}`);
  });

  it('refuses a caller without a session', async () => {
    const res = await call(E.passwordNeed, anonymous(t.app));
    expect(res.status).toBe(401);
    refused(res, 'gateway-0101');
  });

  it('answers a read-only regulator session about its own account', async () => {
    const s = await regulatorReadOnly();
    expect(ok(await call(E.passwordNeed, s))).toMatchObject({ needUpdatePassword: false });
  });

  it('refuses a school header that contradicts the token', async () => {
    const s = await loginAs(t.app, 'director1');
    const other = (await t.db.execute(sql`select id from institutions where name = ${DEMO_INSTITUTIONS.schools[1]}`)).rows[0] as {
      id: number;
    };
    const res = await call(E.passwordNeed, s, {}, { headers: { schoolId: String(other.id) } });
    refused(res, 'gateway-0105');
  });
});

describe('password/update-with-code', () => {
  it('sets the new password, clears the reset flag and signs the account out everywhere', async () => {
    const a = demoAccount('teacher');
    const s = await login(t.app, a.phone, a.password);
    await t.db.execute(sql`update accounts set need_update_password = true where phone = ${a.phone}`);
    const before = await accountRow(a.phone);
    const code = await receiveSmsCode(t.app, t.db, a.phone, 'password');
    const res = await update({ phone: a.phone, code, password: 'Spring2025x', confirmPassword: 'Spring2025x' });
    expect(ok(res)).toBe(true);

    const after = await accountRow(a.phone);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(after.need_update_password).toBe(false);
    expect(after.password_changed_at).not.toBeNull();
    expect((await liveSessions(after.id)).n).toBe(0);
    const refresh = await call(signInEndpoints.refresh, { ...s, token: s.refreshToken });
    expect(refresh.status).toBe(401);
    refused(refresh, 'iam-0004');
    refused(await call(E.passwordNeed, s), 'gateway-0102');

    expect((await login(t.app, a.phone, 'Spring2025x')).token).toBeTruthy();
    expect((await loginRaw(t.app, a.phone, a.password)).json().code).toBe('iam-0001');
    // the code is used up
    const again = await update({ phone: a.phone, code, password: 'Summer2025x' });
    refused(again, 'iam-0008');
  });

  it('refuses a wrong code and changes nothing', async () => {
    const a = demoAccount('health');
    await login(t.app, a.phone, a.password);
    const before = await accountRow(a.phone);
    const code = await receiveSmsCode(t.app, t.db, a.phone, 'password', '10.0.0.3');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await update({ phone: a.phone, code: wrong, password: 'Autumn2025x' });
    expect(res.status).toBe(400);
    refused(res, 'iam-0008', 'code');
    expect(await accountRow(a.phone)).toEqual(before);
    expect((await liveSessions(before.id)).n).toBeGreaterThan(0);
    expect((await codeRow(a.phone)).attempts).toBe(1);
  });

  it('refuses a code of another phone or another scene', async () => {
    const a = demoAccount('director2');
    const b = demoAccount('director3');
    const before = await accountRow(a.phone);
    const codeB = await receiveSmsCode(t.app, t.db, b.phone, 'password', '10.0.0.4');
    refused(await update({ phone: a.phone, code: codeB, password: 'Winter2025x' }), 'iam-0008');
    const bind = await receiveSmsCode(t.app, t.db, a.phone, 'bind', '10.0.0.4');
    refused(await update({ phone: a.phone, code: bind, password: 'Winter2025x' }), 'iam-0008');
    expect(await accountRow(a.phone)).toEqual(before);
    expect((await codeRow(b.phone)).used_at).toBeNull();
  });

  it('refuses a weak password or a mismatched confirmation without using the code', async () => {
    const a = demoAccount('director4');
    const before = await accountRow(a.phone);
    const code = await receiveSmsCode(t.app, t.db, a.phone, 'password', '10.0.0.5');
    for (const password of ['short1', 'onlyletters', '1234567890', 'Abcdefghij12345678901']) {
      const res = await update({ phone: a.phone, code, password });
      expect(res.status).toBe(400);
      refused(res, 'iam-0009', 'password');
    }
    const mismatch = await update({ phone: a.phone, code, password: 'Good2025pass', confirmPassword: 'Good2025pazz' });
    refused(mismatch, 'common-0400', 'confirmPassword');
    const badPhone = await update({ phone: '1390000001', code, password: 'Good2025pass' });
    refused(badPhone, 'common-0400', 'phone');
    const noCode = await update(malformed({ phone: a.phone, password: 'Good2025pass' }));
    refused(noCode, 'common-0400', 'code');
    expect(await accountRow(a.phone)).toEqual(before);
    expect(await codeRow(a.phone)).toMatchObject({ attempts: 0, used_at: null });
    // the untouched code still works
    ok(await update({ phone: a.phone, code, password: 'Good2025pass' }));
  });

  it('never resets a phone without an account: no code reached it', async () => {
    const phone = '15800000099';
    ok(await sendSmsCode(t.app, phone, 'password', '10.0.0.6'));
    for (const code of ['000000', '123456']) refused(await update({ phone, code, password: 'Good2025pass' }), 'iam-0008');
  });
});
