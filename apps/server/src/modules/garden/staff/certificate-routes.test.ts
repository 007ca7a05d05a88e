import { CERTIFICATES_BY_POST } from '@kg/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t.close();
});

const URL = '/kid-arch/v1/teacher/certificate/getCertificateName';

describe('certificate catalogue', () => {
  it('answers the certificates of a post type with name, type and label', async () => {
    const res = await call(t.app, URL, { token: teacher.token, form: true, body: { postType: '2' } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
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
    const data = (await call(t.app, URL, { token: teacher.token, body: { postType: 4 }, lang: 'en' })).json().data;
    expect(data.certificateNameList[0]).toEqual({
      certificateName: '医师资格证书',
      certificateType: 6,
      label: 'Physician qualification certificate',
    });
  });

  it('answers an empty list when no post type is chosen', async () => {
    for (const body of [{}, { postType: '' }]) {
      const data = (await call(t.app, URL, { token: teacher.token, form: true, body })).json().data;
      expect(data).toEqual({ postType: null, certificateNameList: [] });
    }
  });

  it('refuses an unknown post type naming the field', async () => {
    for (const postType of ['42', 'abc', '1.5']) {
      const res = await call(t.app, URL, { token: teacher.token, form: true, body: { postType } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'postType' } });
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await call(t.app, URL, { body: { postType: 2 } });
    expect(res.statusCode).toBe(401);
  });
});
