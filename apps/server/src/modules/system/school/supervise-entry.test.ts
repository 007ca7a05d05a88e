import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let regulator: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, regulator] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'regulator')];
});
afterAll(() => t.close());

const entryCode = () =>
  call(t.app, '/iam/v1/web-oauth/common/auth-code', { token: regulator.token, body: { schoolId: director.schoolId } }).then((r) =>
    r.json(),
  );
const scope = (allowEntry: boolean) =>
  call(t.app, '/kid-arch/v1/teacher/school/supervision/scope', {
    token: director.token,
    body: { regulatorId: regulator.schoolId, allowEntry, allowReports: true },
  }).then((r) => r.json().code);

describe('what a supervising authority may do', () => {
  it('enters the school read-only only while the school allows entry, and a code issued before the change no longer works', async () => {
    const before = await entryCode();
    expect(before.code).toBe('common-0001');
    expect(await scope(false)).toBe('common-0001');
    expect((await entryCode()).code).toBe('common-0405');
    const late = await call(t.app, '/iam/v1/no-auth/referer-login', {
      body: { temptoken: before.data.temptoken, loginId: director.schoolId },
    });
    expect(late.json().code).toBe('iam-0007');
    expect(await scope(true)).toBe('common-0001');
    expect((await entryCode()).code).toBe('common-0001');
  });
});
