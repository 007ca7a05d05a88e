import { phoneEndpoints as E } from '@kg/shared/modules/accounts/phone';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, like, ne, notExists, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  call,
  createTestApp,
  type LoginResult,
  login,
  loginRaw,
  malformed,
  ok,
  refused,
  signedTo,
  type TestApp,
} from '../../../../test/harness.ts';
import { accounts, members } from '../../../db/schema/index.ts';
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
  const o = alias(members, 'o');
  const elsewhere = new QueryBuilder()
    .select({ one: sql`1` })
    .from(o)
    .where(and(eq(o.accountId, accounts.id), ne(o.institutionId, members.institutionId)));
  const [row] = await t.db
    .select({ id: members.id, phone: accounts.phone, accountId: accounts.id })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.institutionId, institutionId), like(accounts.phone, '137%'), notExists(elsewhere)))
    .orderBy(members.id)
    .offset(skip)
    .limit(1);
  return row;
}
async function useQuota(accountId: number, n: number) {
  for (let i = 0; i < n; i++) {
    await t.db.execute(sql`insert into phone_changes (account_id, old_phone, new_phone, changed_by, day)
      values (${accountId}, 'x', 'y', ${accountId}, ${todayChina()})`);
  }
}
async function regulatorReadOnly() {
  const [x] = await t.db
    .select({ accountId: accounts.id, regulatorId: members.institutionId, memberId: members.id })
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(eq(accounts.phone, demoAccount('regulator').phone));
  const s = await startSession(t.ctx, {
    accountId: x.accountId,
    institutionId: school1,
    memberId: x.memberId,
    readOnly: true,
    viaInstitutionId: x.regulatorId,
  });
  return signedTo(t.app, s as unknown as LoginResult);
}
const asSchool = (id: number) => ({ headers: { schoolId: String(id) } });

describe('check-update-mobile-self', () => {
  it('answers the daily allowance and the masked current phone', async () => {
    const s = await signIn('finance');
    const res = await call(E.mobileQuota, s);
    expect(ok(res)).toMatchObject({ dayAllowNum: 3, dayRemainingNum: 3, mobile: '139****0023' });
    await useQuota(s.accountId, 2);
    expect(ok(await call(E.mobileQuota, s)).dayRemainingNum).toBe(1);
  });

  it('refuses a caller without a session and a contradicting school header', async () => {
    refused(await call(E.mobileQuota, anonymous(t.app)), 'gateway-0101');
    const s = await signIn('director1');
    refused(await call(E.mobileQuota, s, {}, asSchool(school2)), 'gateway-0105');
  });

  it('answers a read-only session about its own account', async () => {
    const s = await regulatorReadOnly();
    expect(ok(await call(E.mobileQuota, s))).toMatchObject({ mobile: '139****0001' });
  });
});

describe('confirm-update-mobile-self', () => {
  it('changes the own phone with a code sent to it, ends the other sessions and the new phone signs in', async () => {
    const a = demoAccount('health');
    const current = await signIn('health');
    const other = await signIn('health');
    const newPhone = '15811110001';
    const code = await receiveSmsCode(t.app, t.db, newPhone, 'mobile-change');
    const res = await call(E.changeOwnMobile, current, { mobile: newPhone, code });
    expect(ok(res)).toMatchObject({ dayAllowNum: 3, dayRemainingNum: 2, mobile: '158****0001' });

    expect(await account(a.phone)).toBeUndefined();
    const acc = (await account(newPhone))!;
    expect(acc.id).toBe(current.accountId);
    const [change] = (await t.db.execute(sql`select * from phone_changes where account_id = ${acc.id}`)).rows as any[];
    expect(change).toMatchObject({ old_phone: a.phone, new_phone: newPhone, changed_by: acc.id, day: todayChina() });
    // this session goes on, the other one ended
    expect(ok(await call(E.mobileQuota, current))).toMatchObject({ dayRemainingNum: 2, mobile: '158****0001' });
    refused(await call(signInEndpoints.refresh, { ...other, token: other.refreshToken }), 'iam-0004');
    expect((await login(t.app, newPhone, a.password)).accountId).toBe(acc.id);
    expect((await loginRaw(t.app, a.phone, a.password)).json().code).toBe('iam-0001');
    // the code is used up: another account cannot replay it (the code is checked before the binding)
    const thief = await signIn('director2');
    refused(await call(E.changeOwnMobile, thief, { mobile: newPhone, code }), 'message-0002');
  });

  it('refuses the current phone, a bound phone, a wrong code and a used-up quota, changing nothing', async () => {
    const a = demoAccount('director3');
    const s = await signIn('director3');
    refused(await call(E.changeOwnMobile, s, { mobile: a.phone, code: '123456' }), 'user-0003');

    const bound = demoAccount('director2').phone;
    const code = await receiveSmsCode(t.app, t.db, bound, 'mobile-change', '10.0.1.1');
    const taken = await call(E.changeOwnMobile, s, { mobile: bound, code });
    expect(taken.status).toBe(400);
    refused(taken, 'user-0001');

    const free = '15811110002';
    const good = await receiveSmsCode(t.app, t.db, free, 'mobile-change', '10.0.1.1');
    const wrong = good === '000000' ? '111111' : '000000';
    refused(await call(E.changeOwnMobile, s, { mobile: free, code: wrong }), 'message-0002', 'code');

    await useQuota(s.accountId, 3);
    const quota = await call(E.changeOwnMobile, s, { mobile: free, code: good });
    expect(refused(quota, 'user-0002')).toMatchObject({ dayAllowNum: 3, dayRemainingNum: 0 });
    expect((await account(a.phone))?.id).toBe(s.accountId);
    expect(await count(t.db, 'phone_changes', sql`account_id = ${s.accountId} and new_phone <> 'y'`)).toBe(0);
    // the quota refusal came before the code was taken: it is still unused
    const r = await t.db.execute(sql`select used_at from sms_codes where phone = ${free} order by id desc limit 1`);
    expect((r.rows[0] as { used_at: Date | null }).used_at).toBeNull();
  });

  it('refuses a malformed or too long phone naming mobile, writing nothing', async () => {
    const s = await signIn('director4');
    for (const mobile of ['1234', '12900000001', '139000000141', '']) {
      const res = await call(E.changeOwnMobile, s, { mobile, code: '123456' });
      expect(res.status).toBe(400);
      refused(res, 'common-0400', 'mobile');
    }
    expect(await count(t.db, 'phone_changes', sql`account_id = ${s.accountId}`)).toBe(0);
  });

  it('refuses a read-only session, a caller without a session and a contradicting school header', async () => {
    const ro = await regulatorReadOnly();
    const res = await call(E.changeOwnMobile, ro, { mobile: '15811110004', code: '123456' });
    expect(res.status).toBe(403);
    refused(res, 'common-0406');
    refused(await call(E.changeOwnMobile, anonymous(t.app), { mobile: '15811110004', code: '123456' }), 'gateway-0101');
    const s = await signIn('director1');
    const cross = await call(E.changeOwnMobile, s, { mobile: '15811110004', code: '123456' }, asSchool(school2));
    refused(cross, 'gateway-0105');
    expect(await account('15811110004')).toBeUndefined();
  });
});

describe('confirm-update-mobile (administrator)', () => {
  it("changes a staff member's phone without a code, ends their sessions and the new phone signs in", async () => {
    const a = demoAccount('teacher');
    const teacher = await signIn('teacher');
    const director = await signIn('director1');
    const teacherId = await memberIn(school1, a.phone);
    const res = await call(E.changeStaffMobile, director, { teacherId, mobile: '15822220001' });
    expect(ok(res)).toMatchObject({ dayAllowNum: 3, dayRemainingNum: 2, mobile: '158****0001' });
    const [change] = (await t.db.execute(sql`select * from phone_changes where account_id = ${teacher.accountId}`)).rows as any[];
    expect(change).toMatchObject({ old_phone: a.phone, new_phone: '15822220001', changed_by: director.accountId });
    refused(await call(E.mobileQuota, teacher), 'gateway-0102');
    expect((await login(t.app, '15822220001', a.password)).accountId).toBe(teacher.accountId);
    expect((await loginRaw(t.app, a.phone, a.password)).json().code).toBe('iam-0001');
    // the director's own session is untouched
    ok(await call(E.mobileQuota, director));
  });

  it('refuses users without the director-only phone code, the admin role included', async () => {
    const target = await plainStaff(school1);
    for (const key of ['finance', 'multi'] as const) {
      const s = await signIn(key);
      const res = await call(E.changeStaffMobile, s, { teacherId: target.id, mobile: '15822220002' });
      expect(res.status, key).toBe(403);
      refused(res, 'common-0403');
    }
    expect((await account(target.phone))?.id).toBe(target.accountId);
  });

  it('refuses a member of another school as not found, changing nothing', async () => {
    const s = await signIn('director1');
    const target = await plainStaff(school2);
    const res = await call(E.changeStaffMobile, s, { teacherId: target.id, mobile: '15822220003' });
    expect(res.status).toBe(404);
    refused(res, 'common-0405');
    expect((await account(target.phone))?.id).toBe(target.accountId);
    expect(await count(t.db, 'phone_changes', sql`account_id = ${target.accountId}`)).toBe(0);
    const header = await call(E.changeStaffMobile, s, { teacherId: target.id, mobile: '15822220003' }, asSchool(school2));
    refused(header, 'gateway-0105');
  });

  it('refuses an account other institutions also hold', async () => {
    const s = await signIn('director1');
    const multi = demoAccount('multi');
    const res = await call(E.changeStaffMobile, s, { teacherId: await memberIn(school1, multi.phone), mobile: '15822220004' });
    expect(res.status).toBe(403);
    refused(res, 'user-0005');
    expect(await account(multi.phone)).toBeDefined();
  });

  it('applies the bound-phone and daily quota rules to the staff member', async () => {
    const s = await signIn('director1');
    const target = await plainStaff(school1, 1);
    const bound = await call(E.changeStaffMobile, s, { teacherId: target.id, mobile: demoAccount('director2').phone });
    refused(bound, 'user-0001');
    refused(await call(E.changeStaffMobile, s, { teacherId: target.id, mobile: target.phone }), 'user-0003');
    await useQuota(target.accountId, 3);
    const quota = await call(E.changeStaffMobile, s, { teacherId: target.id, mobile: '15822220005' });
    expect(refused(quota, 'user-0002')).toMatchObject({ dayAllowNum: 3, dayRemainingNum: 0 });
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
      refused(await call(E.changeStaffMobile, s, malformed(body)), 'common-0400', field);
    }
    const ro = await regulatorReadOnly();
    refused(await call(E.changeStaffMobile, ro, { teacherId: target.id, mobile: '15822220006' }), 'common-0406');
    expect((await account(target.phone))?.id).toBe(target.accountId);
    expect(await count(t.db, 'phone_changes', sql`account_id = ${target.accountId}`)).toBe(0);
  });
});
