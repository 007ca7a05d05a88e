import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { sessionCacheMs: 30_000 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** How many times the session query ran during `run`. */
async function sessionLoads(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.db.$client, 'query');
  try {
    await run();
    return spy.mock.calls.filter((args) => (args[0] as { name?: string } | undefined)?.name === 'load-session').length;
  } finally {
    spy.mockRestore();
  }
}

/** Polls until the call answers `code` (a notification is asynchronous, but quick). */
async function eventually(who: LoginResult, code: string): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < 3_000) {
    if ((await call(signInEndpoints.userInfo, who)).code === code) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`still not ${code} after 3 s`);
}

describe('session cache', () => {
  it('loads a session once for repeated calls', async () => {
    const s = await loginAs(t.app, 'director2');
    t.ctx.sessions.clear();
    const loads = await sessionLoads(async () => {
      for (let i = 0; i < 5; i++) ok(await call(signInEndpoints.userInfo, s));
    });
    expect(loads).toBe(1);
  });

  it('forgets a session at once when its account is disabled in the database', async () => {
    const s = await loginAs(t.app, 'director3');
    ok(await call(signInEndpoints.userInfo, s));
    await t.db.execute(sql`update accounts set disabled = true where id = ${s.accountId}`);
    expect(await eventually(s, 'gateway-0102')).toBeLessThan(1_000);
  });

  it('sees a permission taken away without waiting for the cache to expire', async () => {
    const s = await loginAs(t.app, 'health');
    ok(await call(childEndpoints.list, s));
    await t.db.execute(sql`delete from member_roles where institution_id = ${s.schoolId} and member_id = ${s.teacherId}`);
    const t0 = Date.now();
    while ((await call(childEndpoints.list, s)).code !== 'common-0403') {
      expect(Date.now() - t0).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 5));
    }
  });
});
