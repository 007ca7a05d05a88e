import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { sessionCacheMs: 30_000 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const USER_INFO = '/user/v1/tenantry/account/user-info';

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
async function eventually(token: string, code: string): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < 3_000) {
    if ((await call(t.app, USER_INFO, { token })).json().code === code) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`still not ${code} after 3 s`);
}

describe('session cache', () => {
  it('loads a session once for repeated calls', async () => {
    const s = await loginAs(t.app, 'director2');
    t.ctx.sessions.clear();
    const loads = await sessionLoads(async () => {
      for (let i = 0; i < 5; i++) expect((await call(t.app, USER_INFO, { token: s.token })).json().code).toBe('common-0001');
    });
    expect(loads).toBe(1);
  });

  it('forgets a session at once when its account is disabled in the database', async () => {
    const s = await loginAs(t.app, 'director3');
    expect((await call(t.app, USER_INFO, { token: s.token })).json().code).toBe('common-0001');
    await t.db.execute(sql`update accounts set disabled = true where id = ${s.accountId}`);
    expect(await eventually(s.token, 'gateway-0102')).toBeLessThan(1_000);
  });

  it('sees a permission taken away without waiting for the cache to expire', async () => {
    const s = await loginAs(t.app, 'health');
    const list = '/kid-arch/v1/teacher/web/student/list';
    expect((await call(t.app, list, { token: s.token })).json().code).toBe('common-0001');
    await t.db.execute(sql`delete from member_roles where institution_id = ${s.schoolId} and member_id = ${s.teacherId}`);
    const t0 = Date.now();
    while ((await call(t.app, list, { token: s.token })).json().code !== 'common-0403') {
      expect(Date.now() - t0).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 5));
    }
  });
});
