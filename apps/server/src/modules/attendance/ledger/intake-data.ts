import { type DeviceEvent, INTAKE_LIMITS, type IntakeAnswer } from '@kg/shared/modules/attendance/ledger';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import {
  attendanceDeviceContacts as contacts,
  attendanceEvents as ev,
  attendanceEventKeys as keys,
  students,
} from '../../../db/schema/index.ts';
import { type CardResolution, resolveCards } from '../card/card-resolve.ts';
import { judgePickups } from '../pickup/pickup-intake.ts';
import { type ChildDayKey, dayOf, type Tx } from './day-data.ts';
import { markDays } from './day-drain.ts';
import type { IntakeDevice } from './device-data.ts';

type Resolution = CardResolution;

/** Why an event counts for nobody: its card (card/card-resolve.ts), or a child not of the device's school. */
async function resolver(tx: Tx, schoolId: number, events: readonly DeviceEvent[]) {
  const childIds = [...new Set(events.flatMap((e) => (e.cardNo === undefined && e.childId !== undefined ? [e.childId] : [])))];
  const byCard = await resolveCards(
    tx,
    schoolId,
    events.flatMap((e) => (e.cardNo === undefined ? [] : [e.cardNo])),
  );
  const ours = childIds.length
    ? await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, childIds)))
    : [];
  const children = new Set(ours.map((s) => s.id));
  return (e: DeviceEvent): Resolution => {
    if (e.cardNo !== undefined) return byCard(e.cardNo);
    const id = e.childId as number;
    // a device of one school never resolves, nor learns of, another school's child
    return children.has(id)
      ? { status: 'resolved', studentId: id, staffId: null, reason: null, guardianId: null }
      : { status: 'refused', studentId: null, staffId: null, reason: 'not-of-school', guardianId: null };
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
    // each id with its first event's time: its key is kept while such an event is accepted (key-retention.ts)
    const firstAt = new Map<string, Date>();
    for (const e of events) if (!firstAt.has(e.eventId)) firstAt.set(e.eventId, new Date(e.at));
    const fresh = new Set(
      (
        await tx
          .insert(keys)
          .values([...firstAt].map(([deviceEventId, happenedAt]) => ({ deviceId: device.id, deviceEventId, happenedAt })))
          .onConflictDoNothing()
          .returning({ id: keys.deviceEventId })
      ).map((r) => r.id),
    );
    const news = events.filter((e) => fresh.has(e.eventId));
    const resolve = await resolver(tx, device.schoolId, news);
    // a departure naming its picker is a pickup: recorded, and the event refused when not authorised
    const judge = await judgePickups(tx, device.schoolId, device.id, news, resolve);
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
      const { guardianId: _guardian, ...r } = judge(e, resolve(e));
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
      if (r.status === 'resolved' && r.studentId !== null) touched.push({ studentId: r.studentId, day: dayOf(at) });
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
