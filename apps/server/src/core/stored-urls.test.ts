import { staffProfileEndpoints as S } from '@kg/shared/modules/garden/staff-profile';
import { employeeEndpoints as G } from '@kg/shared/modules/group/organization';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../test/harness.ts';
import { accounts, staffCertificates } from '../db/schema/index.ts';

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
const avatarOf = async (who: LoginResult) =>
  (await t.db.select({ a: accounts.avatarUrl }).from(accounts).where(eq(accounts.id, who.accountId)))[0].a;

describe('stored URLs', () => {
  it("refuses a staff avatar that is not one of the product's files, naming the field, and keeps the old one", async () => {
    const before = await avatarOf(teacher);
    for (const url of FOREIGN) refused(await call(S.updateBasic, teacher, { avatarImgUrl: { url } }), 'common-0400', 'avatarUrl');
    expect(await avatarOf(teacher)).toBe(before);
    ok(await call(S.updateBasic, teacher, { avatarImgUrl: { url: OWN } }));
    expect(await avatarOf(teacher)).toBe(OWN);
  });

  it("refuses a group employee's own avatar pointing elsewhere", async () => {
    const before = await avatarOf(groupAdmin);
    for (const url of FOREIGN)
      refused(await call(G.updateSelf, groupAdmin, { realName: '集团管理员', avatarUrl: url }), 'common-0400', 'avatarUrl');
    expect(await avatarOf(groupAdmin)).toBe(before);
  });

  it('refuses a certificate picture that is not an http(s) address or one of our files', async () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/c.png']) {
      const certificates = [{ postType: 2, certificateName: '幼儿园教师资格证', resourceUrl: url }];
      refused(await call(S.updateOccupation, teacher, { certificates }), 'common-0400', 'certificates.0.resourceUrl');
    }
    const [stored] = await t.db.select({ n: count() }).from(staffCertificates).where(eq(staffCertificates.memberId, teacher.teacherId));
    expect(stored.n).toBe(0);
  });
});
