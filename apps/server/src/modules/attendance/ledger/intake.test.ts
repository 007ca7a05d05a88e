import { SUCCESS_CODE } from '@kg/shared/envelope-codes';
import { deviceEndpoints as E, INTAKE_LIMITS } from '@kg/shared/modules/attendance/ledger';
import { chinaDayStart } from '@kg/shared/time/china';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, signIn, type TestApp } from '../../../../test/harness.ts';
import {
  attendanceCards,
  attendanceChildDays,
  attendanceClassDays,
  attendanceEventKeys,
  attendanceEvents,
  attendancePresence,
  students,
} from '../../../db/schema/index.ts';
import { drainerOf } from './day-drain.ts';
import { postBatch, type TestDevice } from './intake-testing.ts';

let t: TestApp;
let director: LoginResult;
let device: TestDevice;
let kids: { id: number; classId: number | null }[];
let otherChild: number;
// yesterday in China: every event below arrived late, as an offline device's flush does
const yesterday = chinaDayStart(new Date(Date.now() - 86_400_000));
const testDay = new Date(yesterday.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const at = (hm: string) => new Date(yesterday.getTime() + (Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3))) * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  director = await signIn(t.app, 'director1');
  device = ok(await call(E.add, director, { name: 'Gate east', kind: 'gate', location: 'east door' }));
  // children of the test's own: the demo's year of events and closed days would share its day
  const [demoChild] = await t.db
    .select({ classId: students.classId })
    .from(students)
    .where(and(eq(students.schoolId, director.schoolId), eq(students.status, 1), isNotNull(students.classId)))
    .limit(1);
  kids = await t.db
    .insert(students)
    .values(
      Array.from({ length: 6 }, (_, i) => ({ schoolId: director.schoolId, classId: demoChild.classId, name: `入园测试${i}`, gender: 1 })),
    )
    .returning({ id: students.id, classId: students.classId });
  const [other] = await t.db
    .insert(students)
    .values({ schoolId: (await signIn(t.app, 'director2')).schoolId, name: '他园测试', gender: 2 })
    .returning({ id: students.id });
  otherChild = other.id;
  await t.db.insert(attendanceCards).values([
    { schoolId: director.schoolId, cardNo: 'CARD0001', studentId: kids[0].id },
    { schoolId: director.schoolId, cardNo: 'LOST0001', studentId: kids[1].id, status: 'lost' },
  ]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const stored = async () => {
  const [[events], [keys]] = await Promise.all([
    t.db.select({ n: count() }).from(attendanceEvents),
    t.db.select({ n: count() }).from(attendanceEventKeys),
  ]);
  return { events: events.n, keys: keys.n };
};
const dayOf = async (studentId: number) => {
  // the days are recomputed by the drain the intake pokes once a batch is answered
  await drainerOf(t.app.ctx)?.settled();
  const [day] = await t.db
    .select()
    .from(attendanceChildDays)
    .where(and(eq(attendanceChildDays.studentId, studentId), eq(attendanceChildDays.day, testDay)));
  const intervals = await t.db
    .select({ s: attendancePresence.startsAt, e: attendancePresence.endsAt, open: attendancePresence.openEnded })
    .from(attendancePresence)
    .where(and(eq(attendancePresence.studentId, studentId), eq(attendancePresence.day, testDay)))
    .orderBy(asc(attendancePresence.startsAt));
  return { day, intervals };
};
const swipe = (eventId: string, hm: string, extra: object = {}) => ({
  eventId,
  kind: 'card' as const,
  at: at(hm),
  cardNo: 'CARD0001',
  ...extra,
});

describe('the intake refuses, naming the problem, and stores nothing', () => {
  it('a bad signature, an unknown device, a clock far off, an oversized batch', async () => {
    const before = await stored();
    const batch = [swipe('r-1', '07:40')];
    const cases: [
      Promise<{ statusCode: number; json: () => { code: string; data: unknown }; headers: Record<string, unknown> }>,
      string,
    ][] = [
      [postBatch(t.app, device, batch, { secret: 'not-the-secret' }), 'attendance-0202'],
      [postBatch(t.app, { ...device, id: 987_654 }, batch), 'attendance-0203'],
      [postBatch(t.app, device, batch, { skewS: -3_600 }), 'attendance-0205'],
      [
        postBatch(
          t.app,
          device,
          Array.from({ length: INTAKE_LIMITS.events + 1 }, (_, i) => swipe(`big-${i}`, '07:40')),
        ),
        'attendance-0206',
      ],
    ];
    for (const [answer, code] of cases) {
      const res = await answer;
      expect(res.json().code, code).toBe(code);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-device-retry'], code).toBe('no');
    }
    expect((await postBatch(t.app, device, batch, { skewS: 3_600 })).json().data).toMatchObject({ maxSkewS: INTAKE_LIMITS.clockSkewS });
    expect(await stored()).toEqual(before);
  });

  it('a malformed event, naming its index and field', async () => {
    const before = await stored();
    const res = await postBatch(t.app, device, [swipe('m-1', '07:41'), { eventId: 'm-2', kind: 'card', at: at('07:42') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'events.1.cardNo' } });
    const control = await postBatch(t.app, device, [swipe('m-3', '07:43', { cardNo: 'CA\u0000RD' })]);
    expect(control.json()).toMatchObject({ code: 'common-0400', data: { field: 'events.0.cardNo' } });
    const future = await postBatch(t.app, device, [swipe('m-4', '07:44', { at: new Date(Date.now() + 3_600_000).toISOString() })]);
    expect(future.json()).toMatchObject({ code: 'common-0400', data: { field: 'events.0.at' } });
    expect(await stored()).toEqual(before);
  });

  it('a disabled device, and a secret once rotated', async () => {
    const gate = ok(await call(E.add, director, { name: 'Gate west', kind: 'gate' }));
    const rotated = ok(await call(E.rotateSecret, director, { id: gate.id }));
    expect((await postBatch(t.app, gate, [swipe('d-1', '07:45')])).json().code).toBe('attendance-0202');
    ok(await call(E.update, director, { id: gate.id, name: 'Gate west', kind: 'gate', enabled: false }));
    expect((await postBatch(t.app, rotated, [swipe('d-1', '07:45')])).json().code).toBe('attendance-0204');
  });
});

describe('the intake stores', () => {
  it('a batch sent twice once, counting the second as duplicates', async () => {
    const batch = [swipe('twice-1', '07:50', { direction: 'in' }), swipe('twice-2', '11:20', { direction: 'out' })];
    const before = await stored();
    const first = await postBatch(t.app, device, batch);
    expect(first.json().data).toMatchObject({ accepted: 2, duplicate: 0, refused: 0 });
    const again = await postBatch(t.app, device, batch);
    expect(again.json().data).toMatchObject({ accepted: 0, duplicate: 2, refused: 0 });
    expect(await stored()).toEqual({ events: before.events + 2, keys: before.keys + 2 });
    const { day } = await dayOf(kids[0].id);
    expect(day).toMatchObject({ present: true, firstIn: new Date(at('07:50')), lastOut: new Date(at('11:20')) });
  });

  it('the same day from the same events in any order and batching', async () => {
    const times = ['07:30', '07:30', '11:00', '12:30', '16:45'];
    const events = (prefix: string, childId: number) =>
      times.map((hm, i) => ({ eventId: `${prefix}-${i}`, kind: 'face' as const, at: at(hm), childId, photoRef: `p/${prefix}/${i}.jpg` }));
    const a = events('a', kids[2].id);
    const b = events('b', kids[3].id);
    ok2(await postBatch(t.app, device, a));
    ok2(await postBatch(t.app, device, [b[4], b[1]]));
    ok2(await postBatch(t.app, device, [b[3], b[0], b[2]]));
    const [dayA, dayB] = [await dayOf(kids[2].id), await dayOf(kids[3].id)];
    const strip = (d: typeof dayA) => ({ ...d, day: { ...d.day, studentId: 0, classId: 0, computedAt: null } });
    expect(strip(dayB)).toEqual(strip(dayA));
    expect(dayA.intervals).toEqual([
      { s: new Date(at('07:30')), e: new Date(at('11:00')), open: false },
      { s: new Date(at('12:30')), e: new Date(at('16:45')), open: false },
    ]);
  });

  it('the same day from batches for the same child landing at once', async () => {
    const child = kids[5].id;
    const face = (eventId: string, hm: string) => ({
      eventId,
      kind: 'face' as const,
      at: at(hm),
      childId: child,
      photoRef: `p/${eventId}.jpg`,
    });
    const answers = await Promise.all([
      postBatch(t.app, device, [face('c-1', '07:00'), face('c-4', '15:00')]),
      postBatch(t.app, device, [face('c-2', '11:00'), face('c-3', '13:00')]),
    ]);
    for (const a of answers) ok2(a);
    expect((await dayOf(child)).intervals).toEqual([
      { s: new Date(at('07:00')), e: new Date(at('11:00')), open: false },
      { s: new Date(at('13:00')), e: new Date(at('15:00')), open: false },
    ]);
  });

  it('a late event recomputes the child’s day and the class’s', async () => {
    const child = kids[0];
    const late = kids[4];
    const classDay = async (classId: number | null) => {
      await drainerOf(t.app.ctx)?.settled();
      return (
        await t.db
          .select()
          .from(attendanceClassDays)
          .where(and(eq(attendanceClassDays.classId, classId as number), eq(attendanceClassDays.day, testDay)))
      )[0];
    };
    // the device was offline in the afternoon: its flush comes hours later
    ok2(await postBatch(t.app, device, [swipe('late-1', '13:10', { direction: 'in' })]));
    const { day, intervals } = await dayOf(child.id);
    expect(intervals).toEqual([
      { s: new Date(at('07:50')), e: new Date(at('11:20')), open: false },
      { s: new Date(at('13:10')), e: expect.any(Date), open: true },
    ]);
    expect(day).toMatchObject({ firstIn: new Date(at('07:50')), lastOut: new Date(at('11:20')), events: 3 });
    const before = (await classDay(late.classId))?.present ?? 0;
    ok2(await postBatch(t.app, device, [{ eventId: 'late-2', kind: 'pin', at: at('08:05'), childId: late.id }]));
    expect((await classDay(late.classId)).present).toBe(before + 1);
  });

  it('a lost card as refused at once, kept as evidence, counting for no child', async () => {
    const res = await postBatch(t.app, device, [{ eventId: 'lost-1', kind: 'card', at: at('07:55'), cardNo: 'LOST0001' }]);
    expect(res.json().data).toEqual({
      accepted: 0,
      duplicate: 0,
      refused: 1,
      results: [{ eventId: 'lost-1', result: 'refused', reason: 'lost-card' }],
    });
    const [row] = await t.db.select().from(attendanceEvents).where(eq(attendanceEvents.deviceEventId, 'lost-1'));
    expect(row).toMatchObject({ status: 'refused', reason: 'lost-card', studentId: null });
    expect((await dayOf(kids[1].id)).day).toBeUndefined();
  });

  it('an unknown card as unresolved, and another school’s child as refused', async () => {
    const res = await postBatch(t.app, device, [
      { eventId: 'x-1', kind: 'card', at: at('08:00'), cardNo: 'NOBODY01' },
      { eventId: 'x-2', kind: 'qr', at: at('08:01'), childId: otherChild },
    ]);
    expect(res.json().data.results).toEqual([
      { eventId: 'x-1', result: 'accepted', reason: 'unknown-card' },
      { eventId: 'x-2', result: 'refused', reason: 'not-of-school' },
    ]);
    expect((await dayOf(otherChild)).day).toBeUndefined();
  });

  it('the device’s contact, events stored and late arrivals on its list', async () => {
    const [row] = ok(await call(E.list, director, { name: 'Gate east' })).list;
    expect(row.lastContactAt).not.toBeNull();
    expect(row.eventsStored).toBe(
      (await t.db.select({ n: count() }).from(attendanceEvents).where(eq(attendanceEvents.deviceId, device.id)))[0].n,
    );
    expect(row.lateEvents).toBe(row.eventsStored);
  });
});

function ok2(res: { statusCode: number; json: () => { code: string; data: { refused: number } } }) {
  expect(res.json().code).toBe(SUCCESS_CODE);
  expect(res.json().data.refused).toBe(0);
}
