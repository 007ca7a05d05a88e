import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, loginAs, loginRaw, type TestApp } from '../../../../test/harness.ts';
import { DEMO_INSTITUTIONS, demoAccount } from '../../../platform/demo/index.ts';
import { startSession } from '../index.ts';
import { receiveSmsCode } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEED = '/user/v1/tenantry/account/password/need';
const UPDATE = '/user/v1/tenantry/account/password/update-with-code';
const update = (body: Record<string, string>) => call(t.app, UPDATE, { body, form: true });

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
  const r = await t.db.execute(sql`
    select a.id as "accountId", m.institution_id as "regulatorId", m.id as "memberId",
           (select id from institutions where name = ${DEMO_INSTITUTIONS.schools[0]}) as "schoolId"
    from accounts a join members m on m.account_id = a.id where a.phone = ${demoAccount('regulator').phone}`);
  const x = r.rows[0] as { accountId: number; regulatorId: number; memberId: number; schoolId: number };
  return startSession(t.ctx, {
    accountId: x.accountId,
    institutionId: x.schoolId,
    memberId: x.memberId,
    readOnly: true,
    viaInstitutionId: x.regulatorId,
  });
}

describe('password/need', () => {
  it('tells whether the signed-in account must change its password', async () => {
    const a = demoAccount('finance');
    const s = await login(t.app, a.phone, a.password);
    expect((await call(t.app, NEED, { token: s.token })).json()).toMatchObject({
      code: 'common-0001',
      data: { needUpdatePassword: false },
    });
    await t.db.execute(sql`update accounts set need_update_password = true where phone = ${a.phone}`);
    // the guide sends the code to the account's own phone, answered in full to its owner
    expect((await call(t.app, NEED, { token: s.token })).json().data).toEqual({ needUpdatePassword: true, phone: a.phone });
    await t.db.execute(sql`update accounts set need_update_password = false where phone = ${a.phone}`);
  });

  it('refuses a caller without a session', async () => {
    const res = await call(t.app, NEED);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('gateway-0101');
  });

  it('answers a read-only regulator session about its own account', async () => {
    const s = await regulatorReadOnly();
    expect((await call(t.app, NEED, { token: s.token })).json()).toMatchObject({
      code: 'common-0001',
      data: { needUpdatePassword: false },
    });
  });

  it('refuses a school header that contradicts the token', async () => {
    const s = await loginAs(t.app, 'director1');
    const other = (await t.db.execute(sql`select id from institutions where name = ${DEMO_INSTITUTIONS.schools[1]}`)).rows[0] as {
      id: number;
    };
    const res = await call(t.app, NEED, { token: s.token, headers: { schoolId: String(other.id) } });
    expect(res.json().code).toBe('gateway-0105');
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
    expect(res.json()).toMatchObject({ code: 'common-0001', data: true });

    const after = await accountRow(a.phone);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(after.need_update_password).toBe(false);
    expect(after.password_changed_at).not.toBeNull();
    expect((await liveSessions(after.id)).n).toBe(0);
    const refresh = await call(t.app, '/iam/v1/web-oauth/kid-login/teacher-refresh', { token: s.refreshToken });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('iam-0004');
    expect((await call(t.app, NEED, { token: s.token })).json().code).toBe('gateway-0102');

    expect((await login(t.app, a.phone, 'Spring2025x')).token).toBeTruthy();
    expect((await loginRaw(t.app, a.phone, a.password)).json().code).toBe('iam-0001');
    // the code is used up
    const again = await update({ phone: a.phone, code, password: 'Summer2025x' });
    expect(again.json().code).toBe('iam-0008');
  });

  it('refuses a wrong code and changes nothing', async () => {
    const a = demoAccount('health');
    await login(t.app, a.phone, a.password);
    const before = await accountRow(a.phone);
    const code = await receiveSmsCode(t.app, t.db, a.phone, 'password', '10.0.0.3');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await update({ phone: a.phone, code: wrong, password: 'Autumn2025x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'iam-0008', data: { field: 'code' } });
    expect(await accountRow(a.phone)).toEqual(before);
    expect((await liveSessions(before.id)).n).toBeGreaterThan(0);
    expect((await codeRow(a.phone)).attempts).toBe(1);
  });

  it('refuses a code of another phone or another scene', async () => {
    const a = demoAccount('director2');
    const b = demoAccount('director3');
    const before = await accountRow(a.phone);
    const codeB = await receiveSmsCode(t.app, t.db, b.phone, 'password', '10.0.0.4');
    expect((await update({ phone: a.phone, code: codeB, password: 'Winter2025x' })).json().code).toBe('iam-0008');
    const bind = await receiveSmsCode(t.app, t.db, a.phone, 'bind', '10.0.0.4');
    expect((await update({ phone: a.phone, code: bind, password: 'Winter2025x' })).json().code).toBe('iam-0008');
    expect(await accountRow(a.phone)).toEqual(before);
    expect((await codeRow(b.phone)).used_at).toBeNull();
  });

  it('refuses a weak password or a mismatched confirmation without using the code', async () => {
    const a = demoAccount('director4');
    const before = await accountRow(a.phone);
    const code = await receiveSmsCode(t.app, t.db, a.phone, 'password', '10.0.0.5');
    for (const password of ['short1', 'onlyletters', '1234567890', 'Abcdefghij12345678901']) {
      const res = await update({ phone: a.phone, code, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'iam-0009', data: { field: 'password' } });
    }
    const mismatch = await update({ phone: a.phone, code, password: 'Good2025pass', confirmPassword: 'Good2025pazz' });
    expect(mismatch.json()).toMatchObject({ code: 'common-0400', data: { field: 'confirmPassword' } });
    const badPhone = await update({ phone: '1390000001', code, password: 'Good2025pass' });
    expect(badPhone.json()).toMatchObject({ code: 'common-0400', data: { field: 'phone' } });
    const noCode = await update({ phone: a.phone, password: 'Good2025pass' });
    expect(noCode.json()).toMatchObject({ code: 'common-0400', data: { field: 'code' } });
    expect(await accountRow(a.phone)).toEqual(before);
    expect(await codeRow(a.phone)).toMatchObject({ attempts: 0, used_at: null });
    // the untouched code still works
    expect((await update({ phone: a.phone, code, password: 'Good2025pass' })).json().code).toBe('common-0001');
  });

  it('never resets a phone without an account: no code reached it', async () => {
    const phone = '15800000099';
    await call(t.app, '/message/v1/sms/send-sms-code', {
      body: { phone, scene: 'password' },
      form: true,
      headers: { 'x-forwarded-for': '10.0.0.6' },
    });
    for (const code of ['000000', '123456']) expect((await update({ phone, code, password: 'Good2025pass' })).json().code).toBe('iam-0008');
  });
});
