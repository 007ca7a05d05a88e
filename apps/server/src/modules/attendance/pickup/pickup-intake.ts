import type { DeviceEvent } from '@kg/shared/modules/attendance/ledger';
import { PICKUP_REFUSALS } from '@kg/shared/modules/attendance/pickup';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendancePickers as pickers, attendancePickups as pickups, students } from '../../../db/schema/index.ts';
import { dayOf } from '../ledger/day-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Refusal = (typeof PICKUP_REFUSALS)[number];

/** What the ledger resolved an event to; a guardian's card (card area) names its guardian. */
interface Resolved {
  status: 'resolved' | 'unresolved' | 'refused';
  studentId: number | null;
  reason: string | null;
  guardianId?: number | null;
}

/** Whether the intake's answer refused an event for its pickup (the route then tells the people concerned). */
export const isPickupRefusal = (reason: string | null): boolean => (PICKUP_REFUSALS as readonly string[]).includes(reason ?? '');

type Picker = { id: number; studentId: number; guardianId: number | null; faceRef: string | null; cardNo: string | null } & {
  validFrom: string;
  validTo: string | null;
  status: string;
};

/** Why this picker may not collect on `day`, or null when it may. */
function refusalOf(p: Picker, day: string): Refusal | null {
  if (p.status !== 'active') return 'disabled-picker';
  if (day < p.validFrom) return 'not-yet-valid-picker';
  if (p.validTo !== null && day > p.validTo) return 'expired-picker';
  return null;
}

/** A pickup's picker as the device named it: explicitly, or by a guardian's own card swiped at a departure. */
function pickerNamed(e: DeviceEvent, r: Resolved): { cardNo: string | null; faceRef: string | null; guardianId: number | null } | null {
  if (e.direction !== 'out' || r.status !== 'resolved' || r.studentId === null) return null;
  if (e.picker) return { cardNo: e.picker.cardNo ?? null, faceRef: e.picker.faceRef ?? null, guardianId: null };
  if (e.kind === 'card' && r.guardianId != null) return { cardNo: e.cardNo ?? null, faceRef: null, guardianId: r.guardianId };
  return null;
}

/**
 * Smart pickup at the gate, inside the intake's transaction: each new departure that names a
 * picker (or is a guardian's card) is judged against the child's pickers on the event's day and
 * recorded as a pickup, authorised or refused with the reason and the device's capture. Returns
 * what the ledger stores for an event: unchanged, or refused with the pickup's reason and no child,
 * so a refused departure counts for nobody. A refused pickup is told after the commit
 * (pickup-notify.ts), once: its notified_at is claimed there.
 */
export async function judgePickups(
  tx: Tx,
  schoolId: number,
  deviceId: number,
  fresh: readonly DeviceEvent[],
  resolve: (e: DeviceEvent) => Resolved,
) {
  const seen = new Set<string>();
  const asked = fresh.flatMap((e) => {
    if (seen.has(e.eventId)) return [];
    seen.add(e.eventId);
    const r = resolve(e);
    const named = pickerNamed(e, r);
    return named ? [{ e, studentId: r.studentId as number, named }] : [];
  });
  const refused = new Map<string, Refusal>();
  if (asked.length === 0) return <R extends Resolved>(_e: DeviceEvent, r: R): R => r;
  const childIds = [...new Set(asked.map((a) => a.studentId))];
  const [candidates, kids] = await Promise.all([
    tx
      .select({
        id: pickers.id,
        studentId: pickers.studentId,
        guardianId: pickers.guardianId,
        faceRef: pickers.faceRef,
        cardNo: pickers.cardNo,
        validFrom: pickers.validFrom,
        validTo: pickers.validTo,
        status: pickers.status,
      })
      .from(pickers)
      .where(and(eq(pickers.schoolId, schoolId), inArray(pickers.studentId, childIds))),
    tx
      .select({ id: students.id, classId: students.classId })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), inArray(students.id, childIds))),
  ]);
  const classOf = new Map(kids.map((k) => [k.id, k.classId]));
  const rows = asked.map(({ e, studentId, named }) => {
    const day = dayOf(new Date(e.at));
    const matches = candidates.filter(
      (p) =>
        p.studentId === studentId &&
        ((named.faceRef !== null && p.faceRef === named.faceRef) ||
          (named.cardNo !== null && p.cardNo === named.cardNo) ||
          (named.guardianId !== null && p.guardianId === named.guardianId)),
    );
    // one that may collect today wins over a disabled or expired record of the same person
    const ok = matches.find((p) => refusalOf(p, day) === null);
    const picker = ok ?? matches[0];
    const reason: Refusal | null = ok ? null : picker ? refusalOf(picker, day) : 'unknown-picker';
    if (reason) refused.set(e.eventId, reason);
    return {
      schoolId,
      studentId,
      classId: classOf.get(studentId) ?? null,
      day,
      happenedAt: new Date(e.at),
      deviceId,
      deviceEventId: e.eventId,
      pickerId: picker?.id ?? null,
      pickerCardNo: named.cardNo,
      pickerFaceRef: named.faceRef,
      captureRef: e.photoRef ?? null,
      authorised: reason === null,
      reason,
    };
  });
  await tx.insert(pickups).values(rows).onConflictDoNothing();
  return <R extends Resolved>(e: DeviceEvent, r: R): R => {
    const reason = refused.get(e.eventId);
    return reason ? { ...r, status: 'refused', studentId: null, reason, guardianId: null } : r;
  };
}
