import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let health: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, health] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'health')]);
}, 60_000);
afterAll(() => t.close());

const F = '/attendance/v1/school/inspectConf';
const GET = '/kid-arch/v1/teacher/school/settings';
const SAVE = '/kid-arch/v1/teacher/school/settings/update';
const post = async (url: string, who: LoginResult, body: unknown = {}) => (await call(t.app, url, { token: who.token, body })).json();
const settingsOf = async () => (await post(GET, director)).data;
/** What the settings page sends back: what it read, minus the read-only fields, with a change. */
const saveSettings = async (over: Record<string, unknown>) => {
  const { updatedAt: _u, externalLinks: _l, ...s } = await settingsOf();
  return post(SAVE, director, { ...s, ...over });
};

describe('check windows have one source: the inspection slots', () => {
  it('a slot saved in the inspection settings is the window the platform settings show', async () => {
    expect((await settingsOf()).morningCheck).toEqual({ start: '07:00', end: '09:30' });
    const slot1 = (await post(`${F}/confInfo`, health, { slot: 1 })).data;
    const saved = await post(`${F}/confSubmit`, health, { slot: 1, enabled: true, starts: '07:15', ends: '08:45', itemIds: slot1.itemIds });
    expect(saved.code).toBe('common-0001');
    expect((await settingsOf()).morningCheck).toEqual({ start: '07:15', end: '08:45' });
  });

  it('a window saved in the platform settings is the slot the entry screen opens on, its switch and items kept', async () => {
    const before = (await post(`${F}/confInfo`, health, { slot: 2 })).data;
    const r = await saveSettings({ noonCheck: { start: '11:10', end: '12:40' } });
    expect(r.code).toBe('common-0001');
    const after = (await post(`${F}/confInfo`, health, { slot: 2 })).data;
    expect(after).toMatchObject({ starts: '11:10', ends: '12:40', enabled: before.enabled, itemIds: before.itemIds });
    expect((await settingsOf()).noonCheck).toEqual({ start: '11:10', end: '12:40' });
  });

  it('refuses overlapping enabled windows in the platform settings as the inspection settings do, naming the field; nothing written', async () => {
    const before = await settingsOf();
    const r = await (
      await call(t.app, SAVE, {
        token: director.token,
        body: {
          ...before,
          arrivalTime: '07:05',
          updatedAt: undefined,
          externalLinks: undefined,
          afternoonCheck: { start: '12:00', end: '15:00' },
        },
      })
    ).json();
    expect([r.code, r.data?.field]).toEqual(['health-0004', 'afternoonCheck.start']);
    const now = await settingsOf();
    expect([now.afternoonCheck, now.arrivalTime]).toEqual([before.afternoonCheck, before.arrivalTime]);
    // a switched-off slot may overlap, as in the inspection settings
    await t.db.execute(sql`update inspect_slots set enabled = false where school_id = ${director.schoolId} and slot = 3`);
    expect((await saveSettings({ afternoonCheck: { start: '12:00', end: '15:00' } })).code).toBe('common-0001');
    expect((await post(`${F}/confInfo`, health, { slot: 3 })).data).toMatchObject({ enabled: false, starts: '12:00', ends: '15:00' });
  });
});
