import { phoneEndpoints } from '@kg/shared/modules/accounts/phone';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { staffProfileEndpoints } from '@kg/shared/modules/garden/staff-profile';
import { accountsEndpoints } from '@kg/shared/modules/system/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, enter, type LoginResult, login, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, lastSms, one } from './staff-test-kit.ts';

// The account 13900000031 works in schools 1 and 2 and in the group: school 1's director must
// not be able to take it over (DESIGN §6, "an account belongs to its person").
let t: TestApp;
let c: Cast;
let shared: LoginResult; // its session in school 2, which school 1 must not end
let memberInSchool1: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  const multi = await loginAs(t.app, 'multi');
  const s1 = c.director1.schoolId;
  const inSchool1 = multi.schoolId === s1 ? multi : await enter(t.app, multi, s1);
  memberInSchool1 = inSchool1.teacherId;
  shared = await enter(t.app, inSchool1, c.director2.schoolId);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const account = () =>
  one<{ hash: string; name: string; avatar: string | null; phone: string }>(
    t,
    sql`select password_hash as hash, real_name as name, avatar_url as avatar, phone from accounts where phone = '13900000031'`,
  );
const stillSignedIn = async (s: LoginResult) => (await call(signInEndpoints.userInfo, s)).code;

describe('an account other institutions use', () => {
  it('keeps its password: staff and account resets are refused, the person stays signed in everywhere', async () => {
    const before = await account();
    const sms = await lastSms(t, '13900000031');
    for (const endpoint of [staffEndpoints.resetPassword, accountsEndpoints.resetPassword]) {
      const res = await call(endpoint, c.director1, { id: memberInSchool1 });
      expect(res.status).toBe(403);
      refused(res, 'kid-arch-0034', 'id');
    }
    expect(await account()).toEqual(before);
    expect(await lastSms(t, '13900000031')).toBe(sms);
    expect(await stillSignedIn(shared)).toBe('common-0001');
  });

  it("renames only this school's record and refuses a new avatar or phone", async () => {
    const before = await account();
    const rename = await call(staffProfileEndpoints.updateBasic, c.director1, { id: memberInSchool1, realName: '园一的称呼' });
    ok(rename);
    const m = await one<{ name: string }>(
      t,
      sql`select real_name as name from members where institution_id = ${c.director1.schoolId} and id = ${memberInSchool1}`,
    );
    expect(m.name).toBe('园一的称呼');
    expect((await account()).name).toBe(before.name);
    const avatar = await call(staffProfileEndpoints.updateBasic, c.director1, {
      id: memberInSchool1,
      avatarUrl: '/api/file/v1/files/1/original',
    });
    refused(avatar, 'kid-arch-0034', 'avatarUrl');
    const phone = await call(phoneEndpoints.changeStaffMobile, c.director1, {
      teacherId: memberInSchool1,
      mobile: '13512349999',
    });
    refused(phone, 'user-0005');
    expect(await account()).toEqual(before);
    expect(await stillSignedIn(shared)).toBe('common-0001');
  });

  it("disables only this school's membership: the person's other sessions keep working", async () => {
    const res = await call(accountsEndpoints.disable, c.director1, { id: memberInSchool1 });
    ok(res);
    expect((await one<{ disabled: boolean }>(t, sql`select disabled from accounts where phone = '13900000031'`)).disabled).toBe(false);
    expect(await stillSignedIn(shared)).toBe('common-0001');
    await call(accountsEndpoints.enable, c.director1, { id: memberInSchool1 });
  });

  it("counts a child's guardian elsewhere as another use of the account", async () => {
    // a teacher of school 1 only, who is also a guardian at school 2 (the parents' app signs in with it)
    const teacher = await loginAs(t.app, 'teacher');
    const g = await one<{ id: number }>(t, sql`select id from guardians where school_id = ${c.director2.schoolId} limit 1`);
    await t.db.execute(sql`update guardians set account_id = ${teacher.accountId} where id = ${g.id}`);
    const res = await call(staffEndpoints.resetPassword, c.director1, { id: teacher.teacherId });
    refused(res, 'kid-arch-0034');
    expect(await stillSignedIn(teacher)).toBe('common-0001');
  });
});

describe("an account whose only membership is the school's", () => {
  it('is reset and renamed by the school', async () => {
    const health = await loginAs(t.app, 'health');
    const res = await call(staffEndpoints.resetPassword, c.director1, { id: health.teacherId });
    ok(res);
    expect(await lastSms(t, '13900000022')).toContain('新密码');
    await expect(login(t.app, '13900000022', 'Kg@123456')).rejects.toThrow();
    const rename = await call(staffProfileEndpoints.updateBasic, c.director1, { id: health.teacherId, realName: '保健新名' });
    ok(rename);
    const a = await one<{ name: string }>(t, sql`select real_name as name from accounts where phone = '13900000022'`);
    expect(a.name).toBe('保健新名');
  });
});
