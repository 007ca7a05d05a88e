import { type DeviceEvent, INTAKE_LIMITS, type IntakeAnswer } from '@kg/shared/modules/attendance/ledger';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import {
  attendanceCards as cards,
  attendanceDeviceContacts as contacts,
  attendanceEvents as ev,
  attendanceEventKeys as keys,
  students,
} from '../../../db/schema/index.ts';
import { type ChildDayKey, dayOf, type Tx } from './day-data.ts';
import { markDays } from './day-drain.ts';
import type { IntakeDevice } from './device-data.ts';

type Resolution = { status: 'resolved' | 'unresolved' | 'refused'; studentId: number | null; reason: string | null };

/** Why an event counts for no child: its card is unknown here, lost or destroyed, or the child is not of the device's school. */
async function resolver(tx: Tx, schoolId: number, events: readonly DeviceEvent[]) {
  const cardNos = [...new Set(events.flatMap((e) => (e.cardNo === undefined ? [] : [e.cardNo])))];
  const childIds = [...new Set(events.flatMap((e) => (e.cardNo === undefined && e.childId !== undefined ? [e.childId] : [])))];
  const bound = cardNos.length
    ? await tx
        .select({ cardNo: cards.cardNo, studentId: cards.studentId, status: cards.status })
        .from(cards)
        .where(and(eq(cards.schoolId, schoolId), inArray(cards.cardNo, cardNos)))
    : [];
  const ours = childIds.length
    ? await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, childIds)))
    : [];
  const byCard = new Map(bound.map((c) => [c.cardNo, c]));
  const children = new Set(ours.map((s) => s.id));
  return (e: DeviceEvent): Resolution => {
    if (e.cardNo !== undefined) {
      const card = byCard.get(e.cardNo);
      if (!card) return { status: 'unresolved', studentId: null, reason: 'unknown-card' };
      if (card.status !== 'active') return { status: 'refused', studentId: null, reason: `${card.status}-card` };
      return { status: 'resolved', studentId: card.studentId, reason: null };
    }
    const id = e.childId as number;
    // a device of one school never resolves, nor learns of, another school's child
    return children.has(id)
      ? { status: 'resolved', studentId: id, reason: null }
      : { status: 'refused', studentId: null, reason: 'not-of-school' };
  };
}

/**
 * Stores a signed batch in one transaction: the (device, event id) keys first, on conflict do
 * nothing, so a retried batch (or an id repeated inside one) stores nothing twice; then the new
 * events, resolved to a child or kept with the reason they are not; the device's contact; and
 * marks on the days of the children the resolved events touched, which the drain recomputes
 * (day-drain.ts) once the batch is answered.
 */
export async function storeBatch(db: Db, device: IntakeDevice, events: readonly DeviceEvent[], now: Date): Promise<IntakeAnswer> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(events.map((e) => e.eventId))];
    const fresh = new Set(
      (
        await tx
          .insert(keys)
          .values(ids.map((deviceEventId) => ({ deviceId: device.id, deviceEventId })))
          .onConflictDoNothing()
          .returning({ id: keys.deviceEventId })
      ).map((r) => r.id),
    );
    const resolve = await resolver(
      tx,
      device.schoolId,
      events.filter((e) => fresh.has(e.eventId)),
    );
    const answer: IntakeAnswer = { accepted: 0, duplicate: 0, refused: 0, results: [] };
    const rows: (typeof ev.$inferInsert)[] = [];
    const touched: ChildDayKey[] = [];
    let late = 0;
    for (const e of events) {
      // the first of an id in the batch is stored, every later one (and a resend) is a duplicate
      if (!fresh.delete(e.eventId)) {
        answer.duplicate++;
        answer.results.push({ eventId: e.eventId, result: 'duplicate', reason: null });
        continue;
      }
      const r = resolve(e);
      const at = new Date(e.at);
      rows.push({
        schoolId: device.schoolId,
        happenedAt: at,
        receivedAt: now,
        deviceId: device.id,
        deviceEventId: e.eventId,
        kind: e.kind,
        direction: e.direction ?? null,
        cardNo: e.cardNo ?? null,
        personRef: e.childId === undefined ? null : String(e.childId),
        photoRef: e.photoRef ?? null,
        ...r,
      });
      if (now.getTime() - at.getTime() > INTAKE_LIMITS.lateAfterS * 1000) late++;
      if (r.status === 'resolved') touched.push({ studentId: r.studentId as number, day: dayOf(at) });
      const result = r.status === 'refused' ? 'refused' : 'accepted';
      answer[result]++;
      answer.results.push({ eventId: e.eventId, result, reason: r.reason });
    }
    if (rows.length) await tx.insert(ev).values(rows);
    await markDays(tx, device.schoolId, touched);
    // last: the device's one row is locked from here to the commit, so its next batch waits the least
    await tx
      .insert(contacts)
      .values({ deviceId: device.id, lastContactAt: now, eventsStored: rows.length, lateEvents: late, lastLateAt: late ? now : null })
      .onConflictDoUpdate({
        target: contacts.deviceId,
        set: {
          lastContactAt: now,
          eventsStored: sql`${contacts.eventsStored} + ${rows.length}`,
          lateEvents: sql`${contacts.lateEvents} + ${late}`,
          lastLateAt: late ? now : sql`${contacts.lastLateAt}`,
        },
      });
    return answer;
  });
}
