import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { accountsEndpoints as E } from '@kg/shared/modules/system/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, ok, signedTo, type TestApp } from '../../../../test/harness.ts';
import { buildApp } from '../../../app.ts';
import { createContext } from '../../../bootstrap.ts';

// two server instances on one database, each caching sessions as in production
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, {}, { sessionCacheMs: 30_000 });
  const otherCtx = await createContext({ ...t.ctx.config, sessionCacheMs: 30_000 }, t.db);
  other = await buildApp(otherCtx);
  await other.ready();
}, 60_000);
afterAll(async () => {
  // closing the app closes its session cache and worker pool
  await other.close();
  await t.close();
});

describe('disabling with two instances', () => {
  it('refuses the open session on the other instance at once, though that instance had it cached', async () => {
    const director = await loginAs(t.app, 'director1');
    const teacher = await loginAs(t.app, 'teacher');
    // the same session, calling the other instance
    const onOther = signedTo(other, { ...teacher });
    // the other instance has loaded and cached the teacher's session
    ok(await call(signInEndpoints.userInfo, onOther));
    ok(await call(signInEndpoints.userInfo, onOther));
    ok(await call(E.disable, director, { id: teacher.teacherId }));
    // the notification is asynchronous, but arrives within moments
    const t0 = Date.now();
    let code = '';
    while (Date.now() - t0 < 1_000) {
      code = (await call(signInEndpoints.userInfo, onOther)).code;
      if (code !== 'common-0001') break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(code).toBe('gateway-0102');
    ok(await call(E.enable, director, { id: teacher.teacherId }));
  });
});
