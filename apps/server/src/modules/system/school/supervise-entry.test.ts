import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { superviseEndpoints } from '@kg/shared/modules/system/supervise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let regulator: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, regulator] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'regulator')];
});
afterAll(() => t.close());

const entryCode = () => call(signInEndpoints.refererCode, regulator, { schoolId: director.schoolId });
const scope = (allowEntry: boolean) =>
  call(superviseEndpoints.scope, director, { regulatorId: regulator.schoolId, allowEntry, allowReports: true }).then((r) => r.code);

describe('what a supervising authority may do', () => {
  it('enters the school read-only only while the school allows entry, and a code issued before the change no longer works', async () => {
    const before = ok(await entryCode());
    expect(await scope(false)).toBe('common-0001');
    expect((await entryCode()).code).toBe('common-0405');
    const late = await call(signInEndpoints.refererLogin, anonymous(t.app), { temptoken: before.temptoken, loginId: director.schoolId });
    refused(late, 'iam-0007');
    expect(await scope(true)).toBe('common-0001');
    expect((await entryCode()).code).toBe('common-0001');
  });
});
