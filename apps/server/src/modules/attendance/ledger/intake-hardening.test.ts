import { DEVICE_HEADERS, deviceEndpoints as E, INTAKE_LIMITS } from '@kg/shared/modules/attendance/ledger';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type LoginResult, ok, signIn, type TestApp } from '../../../../test/harness.ts';
import { attendanceCards, attendanceEventKeys, attendanceEvents } from '../../../db/schema/index.ts';
import type { IntakeDevice } from './device-data.ts';
import { signBatch } from './device-secret.ts';
import { storeBatch } from './intake-data.ts';
import { postBatch, type TestDevice } from './intake-testing.ts';
import { deleteExpiredKeys } from './key-retention.ts';

let t: TestApp;
let director: LoginResult;
let device: TestDevice;
let cardNo: string;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  director = await signIn(t.app, 'director1');
  device = ok(await call(E.add, director, { name: 'Hardening gate', kind: 'gate' }));
  const [card] = await t.db
    .select({ cardNo: attendanceCards.cardNo })
    .from(attendanceCards)
    .where(eq(attendanceCards.schoolId, director.schoolId))
    .limit(1);
  cardNo = card.cardNo;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const storedEvents = async () => (await t.db.select({ n: count() }).from(attendanceEvents))[0].n;

/** A signed-looking call naming device `id` from `address` (a prober has no secret). */
const probe = (id: number, address: string) => {
  const body = JSON.stringify({ events: [{ eventId: 'p-1', kind: 'card', at: new Date().toISOString(), cardNo: 'C0000001' }] });
  const time = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: `/api${E.intake.path}`,
    payload: body,
    remoteAddress: address,
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADERS.id]: String(id),
      [DEVICE_HEADERS.time]: time,
      [DEVICE_HEADERS.signature]: signBatch('not-the-secret', time, body),
    },
  });
};

describe('unknown-device probes', () => {
  it('are limited per source address with retry advice, cost one lookup per id, store nothing, and never hold back a registered device', async () => {
    const before = await storedEvents();
    const pool = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const queries = vi.spyOn(pool, 'query');
    const first = await probe(900_001, '10.9.9.9');
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'attendance-0203' });
    const lookups = queries.mock.calls.length;
    expect(lookups).toBeGreaterThan(0);
    for (let i = 1; i < INTAKE_LIMITS.unknownDeviceCalls; i++) expect((await probe(900_001, '10.9.9.9')).statusCode).toBe(401);
    // the same unknown id again: answered from memory
    expect(queries.mock.calls.length).toBe(lookups);
    const limited = await probe(900_002, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'attendance-0207', data: { retryAfterS: expect.any(Number) } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers[DEVICE_HEADERS.retry]).toBe('yes');
    // past the limit a new id costs no lookup either
    expect(queries.mock.calls.length).toBe(lookups);
    queries.mockRestore();
    // another address is not held back; the registered device behind the limited address is not either
    expect((await probe(900_003, '10.8.8.8')).statusCode).toBe(401);
    const ours = await postBatch(t.app, device, [{ eventId: 'ok-1', kind: 'card', at: new Date().toISOString(), cardNo }]);
    expect(ours.statusCode).toBe(200);
    expect(await storedEvents()).toBe(before + 1);
  });
});

describe('key retention', () => {
  it('deletes the keys of events older than the intake accepts, keeps the others, and a resend of such an event is refused', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (INTAKE_LIMITS.maxAgeDays + 5) * DAY_MS).toISOString();
    const recent = new Date(now.getTime() - DAY_MS).toISOString();
    const admitted: IntakeDevice = { id: device.id, schoolId: director.schoolId, enabled: true, secretEnc: '' };
    // an old event stored as the demo stores its year: in process, through the intake's own function
    await storeBatch(t.db, admitted, [{ eventId: 'old-1', kind: 'card', at: old, cardNo }], now);
    const recentRes = await postBatch(t.app, device, [{ eventId: 'recent-1', kind: 'card', at: recent, cardNo }]);
    expect(recentRes.statusCode).toBe(200);
    const keyIds = async () =>
      (
        await t.db
          .select({ id: attendanceEventKeys.deviceEventId })
          .from(attendanceEventKeys)
          .where(eq(attendanceEventKeys.deviceId, device.id))
      ).map((r) => r.id);
    expect(await keyIds()).toEqual(expect.arrayContaining(['old-1', 'recent-1']));
    expect(await deleteExpiredKeys(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await keyIds();
    expect(left).toContain('recent-1');
    expect(left).not.toContain('old-1');
    const before = await storedEvents();
    const resend = await postBatch(t.app, device, [{ eventId: 'old-1', kind: 'card', at: old, cardNo }]);
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toMatchObject({ data: { field: 'events.0.at' } });
    expect(resend.headers[DEVICE_HEADERS.retry]).toBe('no');
    expect(await storedEvents()).toBe(before);
  });
});
