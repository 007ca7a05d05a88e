import { SYSTEM_CODES } from '@kg/shared';
import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { PERMISSION_SET_HEADER, permissionSetHash } from '@kg/shared/modules/system/permission-set';
import { rolesEndpoints as E } from '@kg/shared/modules/system/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answered, call, createTestApp, loginAs, ok, type TestApp } from '../../../../test/harness.ts';
import { signInWithCodes } from './role-test-kit.ts';

// the cache on, as in production: role edits must empty it through the database's notifications
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { sessionCacheMs: 30_000 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** Polls a call until `done` holds: a notification is asynchronous, but quick. */
async function within1s<A extends Answered<any>>(run: () => Promise<A>, done: (r: A) => boolean): Promise<A> {
  const t0 = Date.now();
  for (;;) {
    const r = await run();
    if (done(r)) return r;
    if (Date.now() - t0 > 1_000) throw new Error(`not settled after 1 s: ${JSON.stringify([r.message, r.data])}`);
    await new Promise((res) => setTimeout(res, 5));
  }
}

describe('role edits and cached sessions', () => {
  it('refuses a removed code and follows a data scope change without waiting for the cache', async () => {
    const director = await loginAs(t.app, 'director1');
    const s = await signInWithCodes(t, director.schoolId, '13700009911', [SYSTEM_CODES.roles, 'school-class-manage']);
    ok(await call(E.list, s));
    expect(ok(await call(classOptionEndpoints.allRange, s))).toBe(false);

    const body = {
      id: s.roleId,
      name: 'role-13700009911',
      dataScope: 'school' as const,
      codes: ['school-class-manage'],
    };
    ok(await call(E.update, director, body));
    const denied = await within1s(
      () => call(E.list, s),
      (r) => r.code === 'common-0403',
    );
    expect(denied.raw.headers[PERMISSION_SET_HEADER]).toBe(permissionSetHash(['school-class-manage']));
    await within1s(
      () => call(classOptionEndpoints.allRange, s),
      (r) => r.code === 'common-0001' && r.data === true,
    );
  });
});
