import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, type TestApp } from '../../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';
import { receiveSmsCode } from '../testing.ts';

// the demo teacher that must change the password at the next sign-in (README, system/accounts demo)
let t: TestApp;
let phone: string;
beforeAll(async () => {
  t = await createTestApp();
  const r = await t.db.execute<{ phone: string }>(sql`select phone from accounts where need_update_password and not disabled order by id`);
  phone = r.rows[0].phone;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, body: object = {}) => call(t.app, url, { token, body });
const T = '/kid-arch/v1/teacher';
const students = async () => Number((await t.db.execute(sql`select count(*)::int as n from students`)).rows[0].n);

describe('an account that must change its password', () => {
  let s: LoginResult;
  beforeAll(async () => {
    s = await login(t.app, phone, DEMO_PASSWORD);
  });

  it('signs in, but every data call is refused with iam-0015 and nothing is written', async () => {
    expect(s.needUpdatePassword).toBe(true);
    for (const url of [
      `${T}/web/student/list`,
      `${T}/guide/list`,
      '/platform/v1/notice/unread-count',
      `${T}/accountTeacher/getTeacherBasicById`,
    ]) {
      const res = await post(url, s.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'iam-0015', message: '请先修改初始密码' });
    }
    const before = await students();
    const add = await post(`${T}/web/student/add`, s.token, { name: '新生' });
    expect(add.json().code).toBe('iam-0015');
    expect(await students()).toBe(before);
    const en = await call(t.app, `${T}/web/student/list`, { token: s.token, lang: 'en' });
    expect(en.json().message).toBe('Please change your initial password first');
  });

  it('may still ask who it is, whether and where to change the password, and its institutions', async () => {
    expect((await post('/user/v1/tenantry/account/user-info', s.token)).json()).toMatchObject({
      code: 'common-0001',
      data: { needUpdatePassword: true },
    });
    expect((await post('/user/v1/tenantry/account/password/need', s.token)).json()).toMatchObject({
      code: 'common-0001',
      data: { needUpdatePassword: true, phone },
    });
    expect((await post('/iam/v1/web-oauth/org-list', s.token)).json().code).toBe('common-0001');
  });

  it('works again once the password is changed by SMS code, and may sign out meanwhile', async () => {
    const other = await login(t.app, phone, DEMO_PASSWORD);
    expect((await post('/iam/v1/web-oauth/logout', other.token)).json().code).toBe('common-0001');
    const code = await receiveSmsCode(t.app, t.db, phone, 'password');
    const changed = await call(t.app, '/user/v1/tenantry/account/password/update-with-code', {
      body: { phone, code, password: 'Spring2026ok', confirmPassword: 'Spring2026ok' },
    });
    expect(changed.json().code).toBe('common-0001');
    const fresh = await login(t.app, phone, 'Spring2026ok');
    expect(fresh.needUpdatePassword).toBe(false);
    expect((await post(`${T}/guide/list`, fresh.token)).json().code).toBe('common-0001');
  });
});
