import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, enter, type LoginResult, login, loginAs, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, lastSms, one, post } from './staff-test-kit.ts';

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

const T = '/kid-arch/v1/teacher/accountTeacher';
const account = () =>
  one<{ hash: string; name: string; avatar: string | null; phone: string }>(
    t,
    sql`select password_hash as hash, real_name as name, avatar_url as avatar, phone from accounts where phone = '13900000031'`,
  );
const stillSignedIn = async (s: LoginResult) => (await call(t.app, '/user/v1/tenantry/account/user-info', { token: s.token })).json().code;

describe('an account other institutions use', () => {
  it('keeps its password: staff and account resets are refused, the person stays signed in everywhere', async () => {
    const before = await account();
    const sms = await lastSms(t, '13900000031');
    for (const url of [`${T}/resetPasswd`, '/kid-arch/v1/teacher/school-account/reset-password']) {
      const res = await post(t, url, c.director1.token, { id: memberInSchool1 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'kid-arch-0034', data: { field: 'id' } });
    }
    expect(await account()).toEqual(before);
    expect(await lastSms(t, '13900000031')).toBe(sms);
    expect(await stillSignedIn(shared)).toBe('common-0001');
  });

  it("renames only this school's record and refuses a new avatar or phone", async () => {
    const before = await account();
    const rename = await post(t, `${T}/updateTeacherBasicById`, c.director1.token, { id: memberInSchool1, realName: '园一的称呼' });
    expect(rename.json().code).toBe('common-0001');
    const m = await one<{ name: string }>(
      t,
      sql`select real_name as name from members where institution_id = ${c.director1.schoolId} and id = ${memberInSchool1}`,
    );
    expect(m.name).toBe('园一的称呼');
    expect((await account()).name).toBe(before.name);
    const avatar = await post(t, `${T}/updateTeacherBasicById`, c.director1.token, {
      id: memberInSchool1,
      avatarUrl: '/api/file/v1/files/1/original',
    });
    expect(avatar.json()).toMatchObject({ code: 'kid-arch-0034', data: { field: 'avatarUrl' } });
    const phone = await post(t, '/kid-arch/v1/teacher/confirm-update-mobile', c.director1.token, {
      teacherId: memberInSchool1,
      mobile: '13512349999',
    });
    expect(phone.json().code).toBe('user-0005');
    expect(await account()).toEqual(before);
    expect(await stillSignedIn(shared)).toBe('common-0001');
  });

  it("disables only this school's membership: the person's other sessions keep working", async () => {
    const res = await post(t, '/kid-arch/v1/teacher/school-account/disable', c.director1.token, { id: memberInSchool1 });
    expect(res.json().code).toBe('common-0001');
    expect((await one<{ disabled: boolean }>(t, sql`select disabled from accounts where phone = '13900000031'`)).disabled).toBe(false);
    expect(await stillSignedIn(shared)).toBe('common-0001');
    await post(t, '/kid-arch/v1/teacher/school-account/enable', c.director1.token, { id: memberInSchool1 });
  });

  it("counts a child's guardian elsewhere as another use of the account", async () => {
    // a teacher of school 1 only, who is also a guardian at school 2 (the parents' app signs in with it)
    const teacher = await loginAs(t.app, 'teacher');
    const g = await one<{ id: number }>(t, sql`select id from guardians where school_id = ${c.director2.schoolId} limit 1`);
    await t.db.execute(sql`update guardians set account_id = ${teacher.accountId} where id = ${g.id}`);
    const res = await post(t, `${T}/resetPasswd`, c.director1.token, { id: teacher.teacherId });
    expect(res.json()).toMatchObject({ code: 'kid-arch-0034' });
    expect(await stillSignedIn(teacher)).toBe('common-0001');
  });
});

describe("an account whose only membership is the school's", () => {
  it('is reset and renamed by the school', async () => {
    const health = await loginAs(t.app, 'health');
    const res = await post(t, `${T}/resetPasswd`, c.director1.token, { id: health.teacherId });
    expect(res.json().code).toBe('common-0001');
    expect(await lastSms(t, '13900000022')).toContain('新密码');
    await expect(login(t.app, '13900000022', 'Kg@123456')).rejects.toThrow();
    const rename = await post(t, `${T}/updateTeacherBasicById`, c.director1.token, { id: health.teacherId, realName: '保健新名' });
    expect(rename.json().code).toBe('common-0001');
    const a = await one<{ name: string }>(t, sql`select real_name as name from accounts where phone = '13900000022'`);
    expect(a.name).toBe('保健新名');
  });
});
