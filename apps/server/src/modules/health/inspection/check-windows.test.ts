import { confEndpoints as F } from '@kg/shared/modules/health/inspection/inspection';
import { settingsEndpoints as S } from '@kg/shared/modules/system/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { inspectSlots } from '../../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let health: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, health] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'health')]);
}, 60_000);
afterAll(() => t.close());

const settingsOf = async () => ok(await call(S.settings, director));
/** What the settings page sends back: what it read, minus the read-only fields, with a change. */
const saveSettings = async (over: Record<string, unknown>) => {
  const { updatedAt: _u, externalLinks: _l, ...s } = await settingsOf();
  return call(S.saveSettings, director, malformed({ ...s, ...over }));
};
const slot = async (n: number) => ok(await call(F.confInfo, health, { slot: n }));

describe('check windows have one source: the inspection slots', () => {
  it('a slot saved in the inspection settings is the window the platform settings show', async () => {
    expect((await settingsOf()).morningCheck).toEqual({ start: '07:00', end: '09:30' });
    const slot1 = await slot(1);
    ok(await call(F.confSubmit, health, { slot: 1, enabled: true, starts: '07:15', ends: '08:45', itemIds: slot1.itemIds }));
    expect((await settingsOf()).morningCheck).toEqual({ start: '07:15', end: '08:45' });
  });

  it('a window saved in the platform settings is the slot the entry screen opens on, its switch and items kept', async () => {
    const before = await slot(2);
    ok(await saveSettings({ noonCheck: { start: '11:10', end: '12:40' } }));
    const after = await slot(2);
    expect(after).toMatchObject({ starts: '11:10', ends: '12:40', enabled: before.enabled, itemIds: before.itemIds });
    expect((await settingsOf()).noonCheck).toEqual({ start: '11:10', end: '12:40' });
  });

  it('refuses overlapping enabled windows in the platform settings as the inspection settings do, naming the field; nothing written', async () => {
    const before = await settingsOf();
    const res = await saveSettings({ arrivalTime: '07:05', afternoonCheck: { start: '12:00', end: '15:00' } });
    refused(res, 'health-0004', 'afternoonCheck.start');
    const now = await settingsOf();
    expect([now.afternoonCheck, now.arrivalTime]).toEqual([before.afternoonCheck, before.arrivalTime]);
    // a switched-off slot may overlap, as in the inspection settings
    await t.db
      .update(inspectSlots)
      .set({ enabled: false })
      .where(and(eq(inspectSlots.schoolId, director.schoolId), eq(inspectSlots.slot, 3)));
    ok(await saveSettings({ afternoonCheck: { start: '12:00', end: '15:00' } }));
    expect(await slot(3)).toMatchObject({ enabled: false, starts: '12:00', ends: '15:00' });
  });
});
