import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, signIn, type TestApp } from '../../../../test/harness.ts';
import { attendanceEventKeys, attendanceEvents } from '../../../db/schema/index.ts';
import { simulateMorning } from './simulator.ts';

let t: TestApp;
let base: string;
let director: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  // the simulator speaks HTTP to a running server, as `npm run simulate:devices` does
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  director = await signIn(t.app, 'director1');
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('device simulator', () => {
  it('drives a short morning through the signed intake: every event answered, stored once, the noise refused or unresolved', async () => {
    const r = await simulateMorning({
      base,
      token: director.token,
      schoolId: director.schoolId,
      children: 20,
      minutes: 40,
      speed: 1_000_000,
    });
    expect(r.children).toBe(20);
    expect(r.failed).toBe(0);
    expect(r.resent).toBeGreaterThan(0);
    // the batch sent again after a "timeout" stored nothing twice
    expect(r.duplicate).toBe(r.resent);
    expect(r.accepted + r.refused + r.duplicate).toBe(r.sent);
    const [events] = await t.db.select({ n: count() }).from(attendanceEvents).where(inArray(attendanceEvents.deviceId, r.deviceIds));
    const [keys] = await t.db.select({ n: count() }).from(attendanceEventKeys).where(inArray(attendanceEventKeys.deviceId, r.deviceIds));
    expect(events.n).toBe(r.accepted + r.refused);
    expect(keys.n).toBe(events.n);
    expect(r.reasons['unknown-card']).toBeGreaterThan(0);
    // the child taken out by a picker the school does not know: stored as evidence, refused
    expect(r.reasons['unknown-picker']).toBe(1);
    // a second run reuses the three devices (their secrets rotated) and stores the same morning's events once more
    const again = await simulateMorning({
      base,
      token: director.token,
      schoolId: director.schoolId,
      children: 5,
      minutes: 10,
      speed: 1_000_000,
    });
    expect(again.deviceIds).toEqual(r.deviceIds);
  });
});
