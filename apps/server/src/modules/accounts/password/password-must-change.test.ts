import { passwordEndpoints as E } from '@kg/shared/modules/accounts/password';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { staffProfileEndpoints } from '@kg/shared/modules/garden/staff-profile';
import { noticeEndpoints } from '@kg/shared/modules/platform/notices';
import { workbenchEndpoints } from '@kg/shared/modules/workbench/workbench';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, login, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { accounts } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';
import { receiveSmsCode } from '../testing.ts';

// the demo teacher that must change the password at the next sign-in (README, system/accounts demo)
let t: TestApp;
let phone: string;
beforeAll(async () => {
  t = await createTestApp();
  const [first] = await t.db
    .select({ phone: accounts.phone })
    .from(accounts)
    .where(and(eq(accounts.needUpdatePassword, true), eq(accounts.disabled, false)))
    .orderBy(accounts.id);
  phone = first.phone;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const students = async () => Number((await t.db.execute(sql`select count(*)::int as n from students`)).rows[0].n);

describe('an account that must change its password', () => {
  let s: LoginResult;
  beforeAll(async () => {
    s = await login(t.app, phone, DEMO_PASSWORD);
  });

  it('signs in, but every data call is refused with iam-0015 and nothing is written', async () => {
    expect(s.needUpdatePassword).toBe(true);
    for (const res of [
      await call(childEndpoints.list, s),
      await call(workbenchEndpoints.guide, s),
      await call(noticeEndpoints.unreadCount, s),
      await call(staffProfileEndpoints.basic, s),
    ]) {
      expect(res.status, res.url).toBe(403);
      refused(res, 'iam-0015');
      expect(res.message, res.url).toBe('请先修改初始密码');
    }
    const before = await students();
    // the refusal comes before the input is read: a bare name is enough to try
    refused(await call(childEndpoints.add, s, malformed({ name: '新生' })), 'iam-0015');
    expect(await students()).toBe(before);
    const en = await call(childEndpoints.list, s, {}, { lang: 'en' });
    expect(en.message).toBe('Please change your initial password first');
  });

  it('may still ask who it is, whether and where to change the password, and its institutions', async () => {
    expect(ok(await call(signInEndpoints.userInfo, s))).toMatchObject({ needUpdatePassword: true });
    expect(ok(await call(E.passwordNeed, s))).toMatchObject({ needUpdatePassword: true, phone });
    ok(await call(signInEndpoints.orgList, s));
  });

  it('works again once the password is changed by SMS code, and may sign out meanwhile', async () => {
    const other = await login(t.app, phone, DEMO_PASSWORD);
    ok(await call(signInEndpoints.logout, other));
    const code = await receiveSmsCode(t.app, t.db, phone, 'password');
    ok(await call(E.passwordReset, anonymous(t.app), { phone, code, password: 'Spring2026ok', confirmPassword: 'Spring2026ok' }));
    const fresh = await login(t.app, phone, 'Spring2026ok');
    expect(fresh.needUpdatePassword).toBe(false);
    ok(await call(workbenchEndpoints.guide, fresh));
  });
});
