import { verificationEndpoints as E } from '@kg/shared/modules/accounts/verification';
import { chinaDayStart } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, callPath, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { smsCodes } from '../../../db/schema/index.ts';
import { demoAccount } from '../../../platform/demo/index.ts';
import { consumeVerifiedOrCode } from '../../../platform/sms/index.ts';
import { count, lastSmsCode, receiveSmsCode, sendSmsCode } from './sms-test-utils.ts';

let t: TestApp;
// ctx.now runs `shift` ms off the real clock; requests are signed with the same offset
let shift = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + shift) });
});
afterAll(async () => {
  await t.close();
});

type VerifyInput = { phone: string; code: string; scene: 'bind' | 'mobile-change' };
const verify = (input: VerifyInput) => call(E.verifyCode, anonymous(t.app), input);
const codeRows = (phone: string) =>
  t.db.execute(sql`select * from sms_codes where phone = ${phone} order by id`).then((r) => r.rows as any[]);
const history = (phone: string, ago: number[], scene = 'password') =>
  t.db.insert(smsCodes).values(
    ago.map((ms) => ({
      phone,
      scene,
      codeHash: 'x',
      createdAt: new Date(Date.now() + shift - ms),
      expiresAt: new Date(Date.now() + shift - ms + 300_000),
    })),
  );

describe('send-sms-code', () => {
  it('texts a 6-digit code to an account phone and stores only its hash, valid 5 minutes', async () => {
    const phone = demoAccount('teacher').phone;
    const res = await sendSmsCode(t.app, phone, 'password');
    expect(ok(res)).toMatchObject({ expiresIn: 300 });
    const [msg] = await t.db.execute(sql`select * from sms_messages where phone = ${phone}`).then((r) => r.rows as any[]);
    expect(msg.content).toMatch(/^【智慧幼儿园】验证码 \d{6}，5分钟内有效，请勿泄露。$/);
    expect(msg.provider).toBe('recording');
    expect(msg.ip).toBe('10.0.0.1');
    const code = await lastSmsCode(t.db, phone);
    const [row] = await codeRows(phone);
    expect(row.scene).toBe('password');
    expect(row.code_hash).not.toContain(code);
    const ttl = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(ttl).toBe(300_000);
  });

  it('answers the password scene alike for an unknown phone but sends nothing, and still counts it', async () => {
    const phone = '15800000001';
    const res = await sendSmsCode(t.app, phone, 'password');
    expect(ok(res)).toMatchObject({ expiresIn: 300 });
    expect(await count(t.db, 'sms_messages', sql`phone = ${phone}`)).toBe(0);
    expect(await count(t.db, 'sms_codes', sql`phone = ${phone}`)).toBe(1);
    const again = await sendSmsCode(t.app, phone, 'password');
    expect(again.status).toBe(429);
    refused(again, 'message-0001');
  });

  it('sends the mobile-change and bind scenes to any valid phone', async () => {
    ok(await sendSmsCode(t.app, '15800000002', 'mobile-change'));
    ok(await sendSmsCode(t.app, '15800000003', 'bind'));
    expect(await count(t.db, 'sms_messages', sql`phone in ('15800000002', '15800000003')`)).toBe(2);
  });

  it('refuses a malformed phone or an unknown scene naming the field, writing nothing', async () => {
    const before = [await count(t.db, 'sms_codes'), await count(t.db, 'sms_messages')];
    for (const phone of ['12800000001', '1390000002', 'abc', '']) {
      const res = await sendSmsCode(t.app, phone, 'password');
      expect(res.status).toBe(400);
      refused(res, 'common-0400', 'phone');
    }
    const res = await sendSmsCode(t.app, '15800000004', malformed({ scene: 'wire-money' }));
    refused(res, 'common-0400', 'scene');
    expect([await count(t.db, 'sms_codes'), await count(t.db, 'sms_messages')]).toEqual(before);
  });

  it('refuses a second code for the same phone within 60 seconds, in any scene', async () => {
    const phone = '15800000005';
    ok(await sendSmsCode(t.app, phone, 'bind'));
    const second = await sendSmsCode(t.app, phone, 'mobile-change', '10.0.0.2');
    expect(second.status).toBe(429);
    expect(refused(second, 'message-0001').retryAfter).toBeGreaterThan(55);
    expect(await count(t.db, 'sms_messages', sql`phone = ${phone}`)).toBe(1);
  });

  it('lets only one of several simultaneous requests for a phone through', async () => {
    const phone = '15800000011';
    const answers = await Promise.all([1, 2, 3, 4].map((i) => sendSmsCode(t.app, phone, 'bind', `10.0.2.${i}`)));
    expect(answers.map((r) => r.code).sort()).toEqual(['common-0001', 'message-0001', 'message-0001', 'message-0001']);
    expect(await count(t.db, 'sms_codes', sql`phone = ${phone}`)).toBe(1);
  });

  it('allows a new code after 60 seconds but at most 5 an hour', async () => {
    const phone = '15800000006';
    await history(phone, [61_000, 10 * 60_000, 20 * 60_000]);
    ok(await sendSmsCode(t.app, phone, 'bind'));
    const other = '15800000007';
    await history(other, [61_000, 10 * 60_000, 20 * 60_000, 30 * 60_000, 59 * 60_000]);
    const { retryAfter } = refused(await sendSmsCode(t.app, other, 'bind'), 'message-0001');
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('allows at most 10 codes a phone per Shanghai calendar day', async () => {
    // noon in Shanghai today, so "earlier today but over an hour ago" exists
    const noon = chinaDayStart(new Date()).getTime() + 12 * 3_600_000;
    shift = noon - Date.now();
    const opts = { timeOffsetS: Math.round(shift / 1000) };
    try {
      const hours = (n: number) => Array.from({ length: n }, (_, i) => ((2 + i) * 3_600_000) / 2);
      await history('15800000008', hours(9));
      await history('15800000009', hours(10));
      await history('15800000009', [13 * 3_600_000]); // yesterday: not counted, would be the 11th
      // signed on the shifted clock the server runs on: a literal path, as only callPath signs off the real time
      const send = (phone: string) => callPath(t.app, E.sendCode.path, { body: { phone, scene: 'bind' }, ...opts });
      expect((await send('15800000008')).json().code).toBe('common-0001');
      const tenth = (await send('15800000009')).json();
      expect(tenth.code).toBe('message-0001');
      expect(tenth.data.retryAfter).toBeGreaterThan(12 * 3600 - 5); // until midnight in Shanghai
      expect(tenth.data.retryAfter).toBeLessThanOrEqual(12 * 3600);
    } finally {
      shift = 0;
    }
  });

  it('allows at most 30 texts an hour from one address', async () => {
    const ip = '10.7.7.7';
    await t.db.insert(smsCodes).values(
      Array.from({ length: 30 }, (_, i) => ({
        phone: `1590000${String(i).padStart(4, '0')}`,
        scene: 'bind',
        codeHash: 'x',
        ip,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
        expiresAt: new Date(Date.now() - 1000),
      })),
    );
    refused(await sendSmsCode(t.app, '15800000010', 'bind', ip), 'message-0001');
    expect(await count(t.db, 'sms_codes', sql`phone = '15800000010'`)).toBe(0);
    ok(await sendSmsCode(t.app, '15800000010', 'bind', '10.7.7.8'));
  });
});

describe('verify-sms-code', () => {
  it('accepts the latest code of the phone and scene and marks it verified, not used', async () => {
    const phone = '15800000020';
    const code = await receiveSmsCode(t.app, t.db, phone, 'bind');
    expect(ok(await verify({ phone, code, scene: 'bind' }))).toBe(true);
    const [row] = await codeRows(phone);
    expect(row.verified_at).not.toBeNull();
    expect(row.used_at).toBeNull();
  });

  it('refuses the code for another scene or another phone', async () => {
    const phone = '15800000021';
    const code = await receiveSmsCode(t.app, t.db, phone, 'bind');
    refused(await verify({ phone, code, scene: 'mobile-change' }), 'message-0002');
    refused(await verify({ phone: '15800000020', code, scene: 'bind' }), 'message-0002');
    expect((await codeRows(phone))[0].verified_at).toBeNull();
  });

  it('counts wrong codes and ends the code at the fifth', async () => {
    const phone = '15800000022';
    const code = await receiveSmsCode(t.app, t.db, phone, 'bind');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await verify({ phone, code: wrong, scene: 'bind' });
      expect(res.status).toBe(400);
      refused(res, 'message-0002', 'code');
      expect((await codeRows(phone))[0].attempts).toBe(i);
    }
    const fifth = await verify({ phone, code: wrong, scene: 'bind' });
    expect(fifth.status).toBe(429);
    refused(fifth, 'message-0003');
    refused(await verify({ phone, code, scene: 'bind' }), 'message-0003');
    expect((await codeRows(phone))[0].verified_at).toBeNull();
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const phone = '15800000023';
    const first = await receiveSmsCode(t.app, t.db, phone, 'bind');
    await t.db.execute(sql`update sms_codes set created_at = created_at - interval '2 minutes' where phone = ${phone}`);
    const second = await receiveSmsCode(t.app, t.db, phone, 'bind');
    if (first !== second) refused(await verify({ phone, code: first, scene: 'bind' }), 'message-0002');
    await t.db.execute(sql`update sms_codes set expires_at = now() - interval '1 second' where phone = ${phone}`);
    refused(await verify({ phone, code: second, scene: 'bind' }), 'message-0002');
  });

  it('refuses a malformed phone or a missing code naming the field, counting nothing', async () => {
    const phone = '15800000024';
    await receiveSmsCode(t.app, t.db, phone, 'bind');
    refused(await verify({ phone: '1580000002', code: '123456', scene: 'bind' }), 'common-0400', 'phone');
    refused(await verify(malformed({ phone, scene: 'bind' })), 'common-0400', 'code');
    expect((await codeRows(phone))[0].attempts).toBe(0);
  });

  it('lets the guarded action use a verified code exactly once', async () => {
    const phone = '15800000025';
    const code = await receiveSmsCode(t.app, t.db, phone, 'bind');
    await verify({ phone, code, scene: 'bind' });
    await consumeVerifiedOrCode(t.ctx, phone, 'bind', code);
    expect((await codeRows(phone))[0].used_at).not.toBeNull();
    await expect(consumeVerifiedOrCode(t.ctx, phone, 'bind', code)).rejects.toMatchObject({ code: 'message-0002' });
    refused(await verify({ phone, code, scene: 'bind' }), 'message-0002');
  });
});
