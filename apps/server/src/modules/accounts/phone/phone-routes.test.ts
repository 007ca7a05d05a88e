import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, loginRaw, type TestApp } from '../../../../test/harness.ts';
import { DEMO_INSTITUTIONS, type DemoKey, demoAccount } from '../../../platform/demo/index.ts';
import { startSession } from '../index.ts';
import { count, receiveSmsCode } from '../testing.ts';

let t: TestApp;
let school1: number;
let school2: number;
beforeAll(async () => {
  t = await createTestApp();
  school1 = await schoolId(0);
  school2 = await schoolId(1);
});
afterAll(async () => {
  await t.close();
});

const CHECK = '/kid-arch/v1/teacher/check-update-mobile-self';
const SELF = '/kid-arch/v1/teacher/confirm-update-mobile-self';
const ADMIN = '/kid-arch/v1/teacher/confirm-update-mobile';

async function schoolId(i: number) {
  return ((await t.db.execute(sql`select id from institutions where name = ${DEMO_INSTITUTIONS.schools[i]}`)).rows[0] as { id: number }).id;
}
const signIn = (key: DemoKey) => login(t.app, demoAccount(key).phone, demoAccount(key).password);
async function account(phone: string) {
  return (await t.db.execute(sql`select id, phone from accounts where phone = ${phone}`)).rows[0] as
    | { id: number; phone: string }
    | undefined;
}
/** Member id (teacherId) of an account in a school. */
async function memberIn(institutionId: number, phone: string) {
  const r = await t.db.execute(sql`select m.id from members m join accounts a on a.id = m.account_id
    where m.institution_id = ${institutionId} and a.phone = ${phone}`);
  return (r.rows[0] as { id: number }).id;
}
/** Some staff member of a school who belongs nowhere else. */
async function plainStaff(institutionId: number, skip = 0) {
  const r = await t.db.execute(sql`select m.id, a.phone, a.id as "accountId" from members m join accounts a on a.id = m.account_id
    where m.institution_id = ${institutionId} and a.phone like '137%'
      and not exists (select 1 from members o where o.account_id = a.id and o.institution_id <> m.institution_id)
    order by m.id offset ${skip} limit 1`);
  return r.rows[0] as { id: number; phone: string; accountId: number };
}
async function useQuota(accountId: number, n: number) {
  for (let i = 0; i < n; i++) {
    await t.db.execute(sql`insert into phone_changes (account_id, old_phone, new_phone, changed_by, day)
      values (${accountId}, 'x', 'y', ${accountId}, ${todayChina()})`);
  }
}
async function regulatorReadOnly() {
  const r = await t.db.execute(sql`select a.id as "accountId", m.institution_id as "regulatorId", m.id as "memberId"
    from accounts a join members m on m.account_id = a.id where a.phone = ${demoAccount('regulator').phone}`);
  const x = r.rows[0] as { accountId: number; regulatorId: number; memberId: number };
  return startSession(t.ctx, {
    accountId: x.accountId,
    institutionId: school1,
    memberId: x.memberId,
    readOnly: true,
    viaInstitutionId: x.regulatorId,
  });
}
const post = (url: string, token: string | null, body?: Record<string, string | number>, headers?: Record<string, string>) =>
  call(t.app, url, { token, body, headers });

describe('check-update-mobile-self', () => {
  it('answers the daily allowance and the masked current phone', async () => {
    const s = await signIn('finance');
    const res = await post(CHECK, s.token);
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { dayAllowNum: 3, dayRemainingNum: 3, mobile: '139****0023' } });
    await useQuota(s.accountId, 2);
    expect((await post(CHECK, s.token)).json().data.dayRemainingNum).toBe(1);
  });

  it('refuses a caller without a session and a contradicting school header', async () => {
    expect((await post(CHECK, null)).json().code).toBe('gateway-0101');
    const s = await signIn('director1');
    expect((await post(CHECK, s.token, undefined, { schoolId: String(school2) })).json().code).toBe('gateway-0105');
  });

  it('answers a read-only session about its own account', async () => {
    const s = await regulatorReadOnly();
    expect((await post(CHECK, s.token)).json()).toMatchObject({ code: 'common-0001', data: { mobile: '139****0001' } });
  });
});

describe('confirm-update-mobile-self', () => {
  it('changes the own phone with a code sent to it, ends the other sessions and the new phone signs in', async () => {
    const a = demoAccount('health');
    const current = await signIn('health');
    const other = await signIn('health');
    const newPhone = '15811110001';
    const code = await receiveSmsCode(t.app, t.db, newPhone, 'mobile-change');
    const res = await post(SELF, current.token, { mobile: newPhone, code });
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { dayAllowNum: 3, dayRemainingNum: 2, mobile: '158****0001' } });

    expect(await account(a.phone)).toBeUndefined();
    const acc = (await account(newPhone))!;
    expect(acc.id).toBe(current.accountId);
    const [change] = (await t.db.execute(sql`select * from phone_changes where account_id = ${acc.id}`)).rows as any[];
    expect(change).toMatchObject({ old_phone: a.phone, new_phone: newPhone, changed_by: acc.id, day: todayChina() });
    // this session goes on, the other one ended
    expect((await post(CHECK, current.token)).json().data).toMatchObject({ dayRemainingNum: 2, mobile: '158****0001' });
    expect((await call(t.app, '/iam/v1/web-oauth/kid-login/teacher-refresh', { token: other.refreshToken })).json().code).toBe('iam-0004');
    expect((await login(t.app, newPhone, a.password)).accountId).toBe(acc.id);
    expect((await loginRaw(t.app, a.phone, a.password)).json().code).toBe('iam-0001');
    // the code is used up: another account cannot replay it (the code is checked before the binding)
    const thief = await signIn('director2');
    expect((await post(SELF, thief.token, { mobile: newPhone, code })).json().code).toBe('message-0002');
  });

  it('refuses the current phone, a bound phone, a wrong code and a used-up quota, changing nothing', async () => {
    const a = demoAccount('director3');
    const s = await signIn('director3');
    expect((await post(SELF, s.token, { mobile: a.phone, code: '123456' })).json().code).toBe('user-0003');

    const bound = demoAccount('director2').phone;
    const code = await receiveSmsCode(t.app, t.db, bound, 'mobile-change', '10.0.1.1');
    const taken = await post(SELF, s.token, { mobile: bound, code });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('user-0001');

    const free = '15811110002';
    const good = await receiveSmsCode(t.app, t.db, free, 'mobile-change', '10.0.1.1');
    const wrong = good === '000000' ? '111111' : '000000';
    expect((await post(SELF, s.token, { mobile: free, code: wrong })).json()).toMatchObject({
      code: 'message-0002',
      data: { field: 'code' },
    });

    await useQuota(s.accountId, 3);
    const quota = await post(SELF, s.token, { mobile: free, code: good });
    expect(quota.json()).toMatchObject({ code: 'user-0002', data: { dayAllowNum: 3, dayRemainingNum: 0 } });
    expect((await account(a.phone))?.id).toBe(s.accountId);
    expect(await count(t.db, 'phone_changes', sql`account_id = ${s.accountId} and new_phone <> 'y'`)).toBe(0);
    // the quota refusal came before the code was taken: it is still unused
    const r = await t.db.execute(sql`select used_at from sms_codes where phone = ${free} order by id desc limit 1`);
    expect((r.rows[0] as { used_at: Date | null }).used_at).toBeNull();
  });

  it('refuses a malformed or too long phone naming mobile, writing nothing', async () => {
    const s = await signIn('director4');
    for (const mobile of ['1234', '12900000001', '139000000141', '']) {
      const res = await post(SELF, s.token, { mobile, code: '123456' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'mobile' } });
    }
    expect(await count(t.db, 'phone_changes', sql`account_id = ${s.accountId}`)).toBe(0);
  });

  it('refuses a read-only session, a caller without a session and a contradicting school header', async () => {
    const ro = await regulatorReadOnly();
    const res = await post(SELF, ro.token, { mobile: '15811110004', code: '123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('common-0406');
    expect((await post(SELF, null, { mobile: '15811110004', code: '123456' })).json().code).toBe('gateway-0101');
    const s = await signIn('director1');
    const cross = await post(SELF, s.token, { mobile: '15811110004', code: '123456' }, { schoolId: String(school2) });
    expect(cross.json().code).toBe('gateway-0105');
    expect(await account('15811110004')).toBeUndefined();
  });
});

describe('confirm-update-mobile (administrator)', () => {
  it("changes a staff member's phone without a code, ends their sessions and the new phone signs in", async () => {
    const a = demoAccount('teacher');
    const teacher = await signIn('teacher');
    const director = await signIn('director1');
    const teacherId = await memberIn(school1, a.phone);
    const res = await post(ADMIN, director.token, { teacherId, mobile: '15822220001' });
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { dayAllowNum: 3, dayRemainingNum: 2, mobile: '158****0001' } });
    const [change] = (await t.db.execute(sql`select * from phone_changes where account_id = ${teacher.accountId}`)).rows as any[];
    expect(change).toMatchObject({ old_phone: a.phone, new_phone: '15822220001', changed_by: director.accountId });
    expect((await post(CHECK, teacher.token)).json().code).toBe('gateway-0102');
    expect((await login(t.app, '15822220001', a.password)).accountId).toBe(teacher.accountId);
    expect((await loginRaw(t.app, a.phone, a.password)).json().code).toBe('iam-0001');
    // the director's own session is untouched
    expect((await post(CHECK, director.token)).json().code).toBe('common-0001');
  });

  it('refuses users without the director-only phone code, the admin role included', async () => {
    const target = await plainStaff(school1);
    for (const key of ['finance', 'multi'] as const) {
      const s = await signIn(key);
      const res = await post(ADMIN, s.token, { teacherId: target.id, mobile: '15822220002' });
      expect(res.statusCode, key).toBe(403);
      expect(res.json().code).toBe('common-0403');
    }
    expect((await account(target.phone))?.id).toBe(target.accountId);
  });

  it('refuses a member of another school as not found, changing nothing', async () => {
    const s = await signIn('director1');
    const target = await plainStaff(school2);
    const res = await post(ADMIN, s.token, { teacherId: target.id, mobile: '15822220003' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('common-0405');
    expect((await account(target.phone))?.id).toBe(target.accountId);
    expect(await count(t.db, 'phone_changes', sql`account_id = ${target.accountId}`)).toBe(0);
    const header = await post(ADMIN, s.token, { teacherId: target.id, mobile: '15822220003' }, { schoolId: String(school2) });
    expect(header.json().code).toBe('gateway-0105');
  });

  it('refuses an account other institutions also hold', async () => {
    const s = await signIn('director1');
    const multi = demoAccount('multi');
    const res = await post(ADMIN, s.token, { teacherId: await memberIn(school1, multi.phone), mobile: '15822220004' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('user-0005');
    expect(await account(multi.phone)).toBeDefined();
  });

  it('applies the bound-phone and daily quota rules to the staff member', async () => {
    const s = await signIn('director1');
    const target = await plainStaff(school1, 1);
    const bound = await post(ADMIN, s.token, { teacherId: target.id, mobile: demoAccount('director2').phone });
    expect(bound.json().code).toBe('user-0001');
    expect((await post(ADMIN, s.token, { teacherId: target.id, mobile: target.phone })).json().code).toBe('user-0003');
    await useQuota(target.accountId, 3);
    const quota = await post(ADMIN, s.token, { teacherId: target.id, mobile: '15822220005' });
    expect(quota.json()).toMatchObject({ code: 'user-0002', data: { dayAllowNum: 3, dayRemainingNum: 0 } });
    expect((await account(target.phone))?.id).toBe(target.accountId);
  });

  it('refuses bad input naming the field and a read-only session, writing nothing', async () => {
    const s = await signIn('director1');
    const target = await plainStaff(school1, 2);
    for (const [body, field] of [
      [{ teacherId: 'abc', mobile: '15822220006' }, 'teacherId'],
      [{ mobile: '15822220006' }, 'teacherId'],
      [{ teacherId: target.id, mobile: '158222200061' }, 'mobile'],
      [{ teacherId: target.id, mobile: '25822220006' }, 'mobile'],
    ] as const) {
      const res = await post(ADMIN, s.token, body);
      expect(res.json()).toMatchObject({ code: 'common-0400', data: { field } });
    }
    const ro = await regulatorReadOnly();
    expect((await post(ADMIN, ro.token, { teacherId: target.id, mobile: '15822220006' })).json().code).toBe('common-0406');
    expect((await account(target.phone))?.id).toBe(target.accountId);
    expect(await count(t.db, 'phone_changes', sql`account_id = ${target.accountId}`)).toBe(0);
  });
});
