import { SYSTEM_CODES } from '@kg/shared';
import { PERMISSION_SET_HEADER, permissionSetHash } from '@kg/shared/modules/system/permission-set';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/harness.ts';
import { post, signInWithCodes } from './role-test-kit.ts';

// the cache on, as in production: role edits must empty it through the database's notifications
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { sessionCacheMs: 30_000 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const R = '/kid-arch/v1/teacher/role';
const RANGE = '/kid-arch/v1/teacher/whether-teacher-has-all-range';

/** Polls a call until `done` holds: a notification is asynchronous, but quick. */
async function within1s(run: () => Promise<{ json: () => any; headers: Record<string, unknown> }>, done: (r: any) => boolean) {
  const t0 = Date.now();
  for (;;) {
    const r = await run();
    if (done(r)) return r;
    if (Date.now() - t0 > 1_000) throw new Error(`not settled after 1 s: ${JSON.stringify(r.json())}`);
    await new Promise((res) => setTimeout(res, 5));
  }
}

describe('role edits and cached sessions', () => {
  it('refuses a removed code and follows a data scope change without waiting for the cache', async () => {
    const director = await loginAs(t.app, 'director1');
    const s = await signInWithCodes(t, director.schoolId, '13700009911', [SYSTEM_CODES.roles, 'school-class-manage']);
    expect((await post(t, `${R}/query-list`, s.token)).json().code).toBe('common-0001');
    expect((await post(t, RANGE, s.token)).json().data).toBe(false);

    const body = { id: s.roleId, name: 'role-13700009911', dataScope: 'school', codes: ['school-class-manage'] };
    expect((await post(t, `${R}/update`, director.token, body)).json().code).toBe('common-0001');
    const refused = await within1s(
      () => post(t, `${R}/query-list`, s.token),
      (r) => r.json().code === 'common-0403',
    );
    expect(refused.headers[PERMISSION_SET_HEADER]).toBe(permissionSetHash(['school-class-manage']));
    await within1s(
      () => post(t, RANGE, s.token),
      (r) => r.json().data === true,
    );
  });
});
