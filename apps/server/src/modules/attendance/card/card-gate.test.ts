import { cardEndpoints as C } from '@kg/shared/modules/attendance/card';
import { deviceEndpoints as D } from '@kg/shared/modules/attendance/ledger';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, signIn, type TestApp } from '../../../../test/harness.ts';
import { attendanceEvents, attendanceCards as cards, students } from '../../../db/schema/index.ts';
import { postBatch, type TestDevice } from '../ledger/intake-testing.ts';
import { resolveCards } from './card-resolve.ts';

let t: TestApp;
let director: LoginResult;
let device: TestDevice;
let kids: number[];
// an hour ago: the swipes are on time, not a late flush
const at = () => new Date(Date.now() - 3_600_000).toISOString();
let seq = 0;
const swipe = async (cardNo: string) => {
  const eventId = `card-gate-${++seq}`;
  const res = await postBatch(t.app, device, [{ eventId, kind: 'card', at: at(), cardNo, direction: 'in' }]);
  const [result] = res.json().data.results;
  const [row] = await t.db.select().from(attendanceEvents).where(eq(attendanceEvents.deviceEventId, eventId));
  return { result, row };
};
/** The holder's card in use or lost (the demo gives every child and staff member one). */
const cardOf = async (holder: SQL | undefined) =>
  (
    await t.db
      .select({ id: cards.id, cardNo: cards.cardNo })
      .from(cards)
      .where(and(eq(cards.schoolId, director.schoolId), holder, ne(cards.status, 'destroyed')))
      .orderBy(asc(cards.id))
      .limit(1)
  )[0];
const childCard = (studentId: number) => cardOf(and(eq(cards.studentId, studentId), eq(cards.holderKind, 'child')));

beforeAll(async () => {
  t = await createTestApp();
  director = await signIn(t.app, 'director1');
  device = ok(await call(D.add, director, { name: 'Card gate', kind: 'gate' }));
  kids = (
    await t.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, director.schoolId), eq(students.status, 1)))
      .orderBy(asc(students.id))
      .limit(2)
  ).map((s) => s.id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('cards at the gate', () => {
  it('refuses a card at the next swipe once it is reported lost', async () => {
    const card = await childCard(kids[0]);
    const before = await swipe(card.cardNo);
    expect(before.result).toEqual({ eventId: before.row.deviceEventId, result: 'accepted', reason: null });
    expect(before.row).toMatchObject({ status: 'resolved', studentId: kids[0], staffId: null });
    ok(await call(C.doLoss, director, { id: card.id }));
    const after = await swipe(card.cardNo);
    expect(after.result).toMatchObject({ result: 'refused', reason: 'lost-card' });
    expect(after.row).toMatchObject({ status: 'refused', reason: 'lost-card', studentId: null, staffId: null });
  });

  it('resolves a staff card to the staff member, no child', async () => {
    const card = await cardOf(and(eq(cards.holderKind, 'staff'), eq(cards.status, 'active')));
    const [{ staffId }] = await t.db.select({ staffId: cards.staffId }).from(cards).where(eq(cards.id, card.id));
    const { result, row } = await swipe(card.cardNo);
    expect(result).toMatchObject({ result: 'accepted', reason: null });
    expect(row).toMatchObject({ status: 'resolved', staffId, studentId: null });
  });

  it("resolves a destroyed card's number bound again to the new child, and refuses it while only destroyed", async () => {
    const [a, b] = kids;
    const first = await childCard(a);
    const second = await childCard(b);
    ok(await call(C.doDestory, director, { id: first.id }));
    expect((await swipe(first.cardNo)).row).toMatchObject({ status: 'refused', reason: 'destroyed-card' });
    ok(await call(C.doDestory, director, { id: second.id }));
    ok(await call(C.doBindingCard, director, { holderKind: 'child', cardNo: first.cardNo, studentId: b }));
    expect((await swipe(first.cardNo)).row).toMatchObject({ status: 'resolved', studentId: b, reason: null });
    expect((await swipe('NOSUCH0001')).row).toMatchObject({ status: 'unresolved', reason: 'unknown-card', studentId: null });
  });

  it("resolves a guardian's card to the child it was issued for, naming the guardian for the pickup", async () => {
    const [g] = await t.db
      .select({ cardNo: cards.cardNo, guardianId: cards.guardianId, studentId: cards.studentId })
      .from(cards)
      .where(and(eq(cards.schoolId, director.schoolId), eq(cards.holderKind, 'guardian'), eq(cards.status, 'active')))
      .limit(1);
    const resolve = await t.db.transaction((tx) => resolveCards(tx, director.schoolId, [g.cardNo]));
    expect(resolve(g.cardNo)).toEqual({
      status: 'resolved',
      studentId: g.studentId,
      staffId: null,
      reason: null,
      guardianId: g.guardianId,
    });
  });
});
