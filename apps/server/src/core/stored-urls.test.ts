import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../test/harness.ts';

/**
 * Only http(s) leaves the app, and an avatar is one of the product's own files: every stored URL
 * field is checked when it is saved, so no page ever gets a `javascript:` address or a stranger's
 * tracking image from the server.
 */
let t: TestApp;
let teacher: LoginResult;
let groupAdmin: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [teacher, groupAdmin] = await Promise.all([loginAs(t.app, 'teacher'), loginAs(t.app, 'groupAdmin')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const OWN = '/api/file/v1/files/12/original';
const FOREIGN = [
  'https://evil.example/pixel.png',
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/a.png',
];
const avatarOf = async (accountId: number) =>
  (await t.db.execute<{ a: string | null }>(sql`select avatar_url as a from accounts where id = ${accountId}`)).rows[0].a;
const accountOf = async (who: LoginResult) =>
  Number((await t.db.execute(sql`select account_id as a from members where id = ${who.teacherId}`)).rows[0].a);

describe('stored URLs', () => {
  it("refuses a staff avatar that is not one of the product's files, naming the field, and keeps the old one", async () => {
    const account = await accountOf(teacher);
    const before = await avatarOf(account);
    for (const url of FOREIGN) {
      const res = await call(t.app, '/kid-arch/v1/teacher/accountTeacher/updateTeacherBasicById', {
        token: teacher.token,
        body: { avatarImgUrl: { url } },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().data, url).toEqual({ field: 'avatarUrl' });
    }
    expect(await avatarOf(account)).toBe(before);
    const ok = await call(t.app, '/kid-arch/v1/teacher/accountTeacher/updateTeacherBasicById', {
      token: teacher.token,
      body: { avatarImgUrl: { url: OWN } },
    });
    expect(ok.json().code).toBe('common-0001');
    expect(await avatarOf(account)).toBe(OWN);
  });

  it("refuses a group employee's own avatar pointing elsewhere", async () => {
    const account = await accountOf(groupAdmin);
    const before = await avatarOf(account);
    for (const url of FOREIGN) {
      const res = await call(t.app, '/kid-arch/v1/group/accountEmployee/updateSelf', {
        token: groupAdmin.token,
        body: { realName: '集团管理员', avatarUrl: url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().data, url).toEqual({ field: 'avatarUrl' });
    }
    expect(await avatarOf(account)).toBe(before);
  });

  it('refuses a certificate picture that is not an http(s) address or one of our files', async () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/c.png']) {
      const res = await call(t.app, '/kid-arch/v1/teacher/accountTeacher/updateOccupationById', {
        token: teacher.token,
        body: { certificates: [{ postType: 2, certificateName: '幼儿园教师资格证', resourceUrl: url }] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().data, url).toEqual({ field: 'certificates.0.resourceUrl' });
    }
    const count = await t.db.execute(sql`select count(*) as n from staff_certificates where member_id = ${teacher.teacherId}`);
    expect(Number(count.rows[0].n)).toBe(0);
  });
});
