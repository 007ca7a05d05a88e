import { CERTIFICATES_BY_POST } from '@kg/shared';
import { staffOptionEndpoints } from '@kg/shared/modules/garden/staff-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t.close();
});

const E = staffOptionEndpoints.certificateNames;

describe('certificate catalogue', () => {
  it('answers the certificates of a post type with name, type and label', async () => {
    // a form body's post type arrives as text
    const data = ok(await call(E, teacher, { postType: '2' }));
    expect(data.postType).toBe(2);
    expect(data.certificateNameList).toEqual(
      CERTIFICATES_BY_POST[2].map((c) => ({
        certificateName: c.certificateName,
        certificateType: c.certificateType,
        label: c.certificateName,
      })),
    );
    expect(data.certificateNameList[0]).toMatchObject({ certificateName: '幼儿园教师资格证', certificateType: 1 });
  });

  it('labels the certificates in English for an English request, keeping the stored name', async () => {
    const data = ok(await call(E, teacher, { postType: 4 }, { lang: 'en' }));
    expect(data.certificateNameList[0]).toEqual({
      certificateName: '医师资格证书',
      certificateType: 6,
      label: 'Physician qualification certificate',
    });
  });

  it('answers an empty list when no post type is chosen', async () => {
    for (const input of [{}, { postType: '' }]) {
      expect(ok(await call(E, teacher, input))).toEqual({ postType: null, certificateNameList: [] });
    }
  });

  it('refuses an unknown post type naming the field', async () => {
    for (const postType of ['42', 'abc', '1.5']) {
      const res = await call(E, teacher, { postType });
      expect(res.status).toBe(400);
      refused(res, 'common-0400', 'postType');
    }
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await call(E, anonymous(t.app), { postType: 2 })).status).toBe(401);
  });
});
