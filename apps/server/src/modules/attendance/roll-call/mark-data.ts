import type { MarkInput } from '@kg/shared/modules/attendance/roll-call';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fieldError, notFound } from '../../../core/errors.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts, attendanceDevices, attendanceEvents, students } from '../../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../../db/select-list.ts';
import { recomputeDays } from '../ledger/day-data.ts';
import { dayContexts } from '../ledger/day-inputs.ts';
import { childRegisterRow, dayBounds, registerDay } from './register-data.ts';

const st = alias(students, 's');
const CHILD = { classId: sql<number>`${st.classId}` };

/** A current child of the school in one of the caller's classes, else not found (another school's, another class's). */
export async function childInRange(db: Pick<Db, 'execute'>, schoolId: number, range: readonly number[] | null, studentId: number) {
  const r = await db.execute(sql`select ${selectList(CHILD)} from ${students} s
    where ${st.schoolId} = ${schoolId} and ${st.id} = ${studentId} and ${st.status} = 1 and ${st.classId} is not null
      and ${inRange(sql`${st.classId}`, range)}`);
  const row = r.rows[0] as RowOf<typeof CHILD> | undefined;
  if (!row) throw notFound();
  return Number(row.classId);
}

/**
 * A teacher's mark: appended to the ledger as an event (kind 'mark', no device) and the child's
 * day recomputed in the same transaction, so the answer is the day as it now stands. Today's
 * mark is timed now; a correction of a past school day at that day's last instant, so it is that
 * day's latest input (the time it was made stays in received_at). A future or closed day is refused.
 */
export async function markChild(db: Db, schoolId: number, range: readonly number[] | null, actorId: number, p: MarkInput, now: Date) {
  const day = registerDay(p.day, now);
  const schoolDay = (await dayContexts(db, schoolId, [day])).get(day)?.schoolDay ?? false;
  if (!schoolDay) throw fieldError('day', '不是上学日，不能记录考勤', 'is not a school day: nothing to mark');
  const classId = await childInRange(db, schoolId, range, p.studentId);
  const { to } = dayBounds(day);
  const at = now < to ? now : new Date(to.getTime() - 1);
  await db.transaction(async (tx) => {
    await tx.insert(attendanceEvents).values({
      schoolId,
      happenedAt: at,
      kind: 'mark',
      direction: p.mark === 'present' ? 'in' : p.mark === 'left' ? 'out' : null,
      studentId: p.studentId,
      status: 'resolved',
      mark: p.mark,
      actorId,
      note: p.note ?? null,
      symptoms: p.mark === 'sick' ? (p.symptoms ?? []) : null,
    });
    await recomputeDays(tx, schoolId, [{ studentId: p.studentId, day }]);
  });
  return childRegisterRow(db, schoolId, p.studentId, classId, day, now);
}

const ev = alias(attendanceEvents, 'e');
const dv = alias(attendanceDevices, 'd');
const ac = alias(accounts, 'a');
const HISTORY = {
  id: ev.id,
  at: ev.happenedAt,
  kind: ev.kind,
  direction: ev.direction,
  deviceName: joined(dv.name),
  mark: ev.mark,
  actorName: joined(ac.realName),
  note: ev.note,
  symptoms: ev.symptoms,
  status: ev.status,
};

/** A child's inputs of a day, oldest first: the reads the devices resolved to the child and the teachers' marks. */
export async function childDayHistory(db: Db, schoolId: number, range: readonly number[] | null, studentId: number, day: string) {
  await childInRange(db, schoolId, range, studentId);
  const { from, to } = dayBounds(day);
  const r = await db.execute(sql`select ${selectList(HISTORY)} from ${attendanceEvents} e
    left join ${attendanceDevices} d on ${dv.id} = ${ev.deviceId}
    left join ${accounts} a on ${ac.id} = ${ev.actorId}
    where ${ev.schoolId} = ${schoolId} and ${ev.studentId} = ${studentId} and ${ev.happenedAt} >= ${from} and ${ev.happenedAt} < ${to}
    order by ${ev.happenedAt}, ${ev.id}`);
  return (r.rows as RowOf<typeof HISTORY>[]).map((x) => ({
    ...x,
    id: Number(x.id),
    mark: x.mark as MarkInput['mark'] | null,
    symptoms: x.symptoms ?? [],
  }));
}
