import { deviceEndpoints as E } from '@kg/shared/modules/attendance/ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, malformed, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { attendanceDevices } from '../../../db/schema/index.ts';
import { postBatch } from './intake-testing.ts';

let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const at = () => new Date(Date.now() - 60_000).toISOString();

describe('attendance devices', () => {
  it('registers a device, answering its secret once and keeping it sealed, and lists it never contacted', async () => {
    const { id, secret } = ok(await call(E.add, director, { name: ' Front gate ', kind: 'face', location: 'hall' }));
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select({ sealed: attendanceDevices.secretEnc }).from(attendanceDevices).where(eq(attendanceDevices.id, id));
    expect(stored.sealed).not.toContain(secret);
    const [row] = ok(await call(E.list, director, { name: 'front' })).list;
    expect(row).toMatchObject({
      id,
      name: 'Front gate',
      kind: 'face',
      location: 'hall',
      enabled: true,
      lastContactAt: null,
      eventsStored: 0,
    });
    expect(JSON.stringify(row)).not.toContain(secret);
    // the secret signs: the intake takes the batch, and the device is heard from
    const res = await postBatch(t.app, { id, secret }, [{ eventId: 'f-1', kind: 'face', at: at(), childId: 1, photoRef: 'p/1.jpg' }]);
    expect(res.statusCode).toBe(200);
    expect(ok(await call(E.list, director, { name: 'front' })).list[0].lastContactAt).not.toBeNull();
  });

  it('rotates the secret: the new one signs, the old one is refused', async () => {
    const device = ok(await call(E.add, director, { name: 'Kiosk', kind: 'kiosk' }));
    const rotated = ok(await call(E.rotateSecret, director, { id: device.id }));
    expect(rotated.secret).not.toBe(device.secret);
    const batch = [{ eventId: 'k-1', kind: 'pin' as const, at: at(), childId: 1 }];
    expect((await postBatch(t.app, device, batch)).json().code).toBe('attendance-0202');
    expect((await postBatch(t.app, rotated, batch)).statusCode).toBe(200);
  });

  it('refuses a name the school already uses, an empty one and an unknown kind, naming the field', async () => {
    ok(await call(E.add, director, { name: 'Twice', kind: 'gate' }));
    refused(await call(E.add, director, { name: 'Twice', kind: 'kiosk' }), 'attendance-0201', 'name');
    refused(await call(E.add, director, { name: '', kind: 'gate' }), 'common-0400', 'name');
    refused(await call(E.add, director, malformed({ name: 'Turnstile', kind: 'turnstile' })), 'common-0400', 'kind');
  });

  it("keeps another school's devices out of reach, and changes from a teacher without the edit code", async () => {
    const { id } = ok(await call(E.add, director, { name: 'Ours', kind: 'gate' }));
    refused(await call(E.update, otherDirector, { id, name: 'Theirs', kind: 'gate', enabled: true }), 'common-0405');
    refused(await call(E.rotateSecret, otherDirector, { id }), 'common-0405');
    expect(ok(await call(E.list, otherDirector, { name: 'Ours' })).list).toEqual([]);
    refused(await call(E.add, teacher, { name: 'Nope', kind: 'gate' }), 'common-0403');
    refused(await call(E.rotateSecret, teacher, { id }), 'common-0403');
  });
});
