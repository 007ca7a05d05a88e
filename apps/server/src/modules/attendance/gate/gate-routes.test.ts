import { gateEndpoints as E, GATE_EVENTS, type GateStateWire } from '@kg/shared/modules/attendance/gate';
import { deviceEndpoints } from '@kg/shared/modules/attendance/ledger';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { computeSignature } from '../../../core/signature.ts';
import { attendanceCards, students } from '../../../db/schema/index.ts';
import { postBatch, type TestDevice } from '../ledger/intake-testing.ts';
import { gateHubOf } from './gate-hub.ts';

let t: TestApp;
let base: string;
let director: LoginResult;
let otherDirector: LoginResult;
let device: TestDevice;
let cards: { cardNo: string; studentId: number | null; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  // a stream stays open: app.inject would wait for its end, so the streams go over a real port
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [director, otherDirector] = await Promise.all([signIn(t.app, 'director1'), signIn(t.app, 'director2')]);
  device = ok(await call(deviceEndpoints.add, director, { name: 'Gate screen test', kind: 'gate' }));
  cards = await t.db
    .select({ cardNo: attendanceCards.cardNo, studentId: attendanceCards.studentId, name: students.name })
    .from(attendanceCards)
    .innerJoin(students, and(eq(students.schoolId, attendanceCards.schoolId), eq(students.id, attendanceCards.studentId)))
    .where(and(eq(attendanceCards.schoolId, director.schoolId), eq(attendanceCards.status, 'active'), eq(students.status, 1)))
    .orderBy(asc(attendanceCards.id))
    .limit(3);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A swipe of the nth card at the gate, stored as an accepted arrival. */
async function swipe(n: number, eventId: string) {
  const res = await postBatch(t.app, device, [
    { eventId, kind: 'card', at: new Date().toISOString(), cardNo: cards[n].cardNo, direction: 'in' },
  ]);
  expect(res.json()).toMatchObject({ data: { accepted: 1 } });
}

/** Opens the school's stream as the screen does (signed headers, POST) and reads its events one by one. */
async function openStream(who: LoginResult) {
  const url = `/api${E.stream.path}`;
  const time = String(Math.floor(Date.now() / 1000));
  const abort = new AbortController();
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, time, signature: computeSignature('POST', url, '', time) },
    signal: abort.signal,
  });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<{ event: string; data: GateStateWire }> => {
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.startsWith(':')) continue;
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
        return { event, data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { next, close: () => abort.abort() };
}

describe('gate screen', () => {
  it("answers today's state of the caller's school: a swipe there counts, another school sees none of it", async () => {
    const before = ok(await call(E.state, director));
    const theirs = ok(await call(E.state, otherDirector));
    await swipe(0, 'state-1');
    const after = ok(await call(E.state, director));
    expect(after.expected).toBeGreaterThan(0);
    expect(after.arrived).toBe(before.arrived + 1);
    expect(after.latest[0]).toMatchObject({ studentId: cards[0].studentId, name: cards[0].name, kind: 'card' });
    expect(after.classes.reduce((n, c) => n + c.arrived, 0)).toBe(after.arrived);
    expect(ok(await call(E.state, otherDirector))).toMatchObject({ arrived: theirs.arrived, expected: theirs.expected });
  });

  it('sends the state on connect, then the state after an intake commits, and the current state again on reconnect', async () => {
    const first = await openStream(director);
    const opened = await first.next();
    expect(opened.event).toBe(GATE_EVENTS.state);
    await swipe(1, 'stream-1');
    const pushed = await first.next();
    expect(pushed.event).toBe(GATE_EVENTS.state);
    expect(pushed.data.arrived).toBe(opened.data.arrived + 1);
    expect(pushed.data.latest[0]).toMatchObject({ studentId: cards[1].studentId });
    first.close();
    // the arrival landed while no screen was open: a reconnect is given it at once
    await swipe(2, 'stream-2');
    const again = await openStream(director);
    const resent = await again.next();
    expect(resent.data.arrived).toBe(pushed.data.arrived + 1);
    expect(resent.data.latest[0]).toMatchObject({ studentId: cards[2].studentId });
    again.close();
  });

  it("does not publish to another school's screens", async () => {
    const theirs = await openStream(otherDirector);
    await theirs.next();
    const hub = gateHubOf(t.app);
    expect(hub.count(otherDirector.schoolId)).toBe(1);
    await swipe(0, 'other-1');
    // a school without a screen costs nothing: no read is queued for it
    expect(hub.count(director.schoolId)).toBe(0);
    await hub.publish(otherDirector.schoolId);
    const got = await theirs.next();
    expect(got.data.latest.some((a) => a.studentId === cards[0].studentId)).toBe(false);
    theirs.close();
  });

  it('refuses a session without the attendance code, and no session at all, before any stream opens', async () => {
    refused(await call(E.stream, await signIn(t.app, 'finance')), 'common-0403');
    refused(await call(E.state, await signIn(t.app, 'finance')), 'common-0403');
    expect((await call(E.stream, anonymous(t.app))).status).toBe(401);
  });
});
