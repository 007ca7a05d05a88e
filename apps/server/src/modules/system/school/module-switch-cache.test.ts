import { positionEndpoints } from '@kg/shared/modules/garden/positions';
import { type SWITCHABLE_MODULES, settingsEndpoints } from '@kg/shared/modules/system/settings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { sessionCacheMs: 30_000 });
}, 60_000);
afterAll(() => t.close());

/** Polls a call until it answers `code`; the cache empties on a database notification (asynchronous, but quick). */
async function eventually(who: LoginResult, code: string): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < 3_000) {
    if ((await call(positionEndpoints.list, who)).code === code) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`still not ${code} after 3 s`);
}

describe('module switches with the session cache on', () => {
  it('costs no query per call, and a switch reaches cached sessions at once', async () => {
    const s = await loginAs(t.app, 'director1');
    ok(await call(positionEndpoints.list, s));
    const queries = vi.spyOn(t.db.$client, 'query');
    for (let i = 0; i < 5; i++) await call(positionEndpoints.list, s);
    // no query reads the switches: they ride on the cached session
    const reads = queries.mock.calls.filter((c) => JSON.stringify(c[0]).includes('school_settings'));
    queries.mockRestore();
    expect(reads).toEqual([]);

    const body = (modulesOff: (typeof SWITCHABLE_MODULES)[number][]) => ({
      arrivalTime: '07:30',
      leaveTime: '17:00',
      nap: { start: '12:00', end: '14:30' },
      morningCheck: { start: '07:30', end: '08:30' },
      noonCheck: { start: '11:30', end: '12:00' },
      afternoonCheck: { start: '14:30', end: '15:00' },
      attendanceCutoff: '09:00',
      modulesOff,
      defaultLanguage: 'zh' as const,
    });
    ok(await call(settingsEndpoints.saveSettings, s, body(['garden'])));
    expect(await eventually(s, 'system-0001')).toBeLessThan(1_000);
    ok(await call(settingsEndpoints.saveSettings, s, body([])));
    expect(await eventually(s, 'common-0001')).toBeLessThan(1_000);
  });
});
