import { chinaDayStart, todayChina } from '@kg/shared/time/china';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceChildDays as cd, attendanceEvents as ev, attendancePresence as pr, students } from '../../../db/schema/index.ts';
import { computeDay, type DayEvent } from './day.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 86_400_000;

/** A child's day touched by new events: its China day, 'YYYY-MM-DD'. */
export interface ChildDayKey {
  studentId: number;
  day: string;
}

export const dayOf = (at: Date): string => todayChina(at);
const startOf = (day: string) => chinaDayStart(new Date(`${day}T12:00:00+08:00`));

/** Advisory locks in one sorted order, so concurrent batches wait for each other and never deadlock. */
async function lockAll(tx: Tx, keys: string[]): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${sql.param(sorted)}::text[]) k`);
}

/**
 * Recomputes the given children's days from the ledger, then their classes' days, in the
 * transaction that stored the events: a reader never sees an event without its day. Each
 * child-day is locked first (a concurrent batch for the same child waits and then reads this
 * one's events), then each class-day, always in sorted order.
 */
export async function recomputeDays(tx: Tx, schoolId: number, touched: readonly ChildDayKey[]): Promise<void> {
  if (!touched.length) return;
  await lockAll(
    tx,
    touched.map((k) => `attendance-day:${k.studentId}:${k.day}`),
  );
  const ids = [...new Set(touched.map((k) => k.studentId))];
  const days = [...new Set(touched.map((k) => k.day))].sort();
  const from = startOf(days[0]);
  const to = new Date(startOf(days[days.length - 1]).getTime() + DAY_MS);
  const rows = await tx
    .select({
      studentId: ev.studentId,
      at: ev.happenedAt,
      direction: ev.direction,
      deviceId: ev.deviceId,
      eventId: ev.deviceEventId,
      id: ev.id,
    })
    .from(ev)
    .where(
      and(
        eq(ev.schoolId, schoolId),
        eq(ev.status, 'resolved'),
        inArray(ev.studentId, ids),
        gte(ev.happenedAt, from),
        lt(ev.happenedAt, to),
      ),
    );
  const classes = new Map(
    (
      await tx
        .select({ id: students.id, classId: students.classId })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)))
    ).map((s) => [s.id, s.classId]),
  );
  const byDay = new Map<string, DayEvent[]>();
  for (const r of rows) {
    const k = `${r.studentId}:${dayOf(r.at)}`;
    // a mark has no device: its ledger id is as stable a tie-break as a device's own event id
    const key = r.deviceId === null ? `m:${r.id}` : `d:${r.deviceId}:${r.eventId}`;
    const list = byDay.get(k) ?? [];
    list.push({ at: r.at, direction: r.direction === 'in' || r.direction === 'out' ? r.direction : null, key });
    byDay.set(k, list);
  }
  const unique = [...new Map(touched.map((k) => [`${k.studentId}:${k.day}`, k])).values()];
  const dayRows = [];
  const intervals = [];
  for (const k of unique) {
    const start = startOf(k.day);
    const day = computeDay(byDay.get(`${k.studentId}:${k.day}`) ?? [], start, new Date(start.getTime() + DAY_MS));
    const classId = classes.get(k.studentId) ?? null;
    dayRows.push({
      schoolId,
      studentId: k.studentId,
      day: k.day,
      classId,
      firstIn: day.firstIn,
      lastOut: day.lastOut,
      present: day.present,
      events: 0,
    });
    for (const i of day.intervals)
      intervals.push({ schoolId, studentId: k.studentId, day: k.day, startsAt: i.start, endsAt: i.end, openEnded: i.openEnded });
  }
  for (const r of dayRows) r.events = byDay.get(`${r.studentId}:${r.day}`)?.length ?? 0;
  // a class's figures change only where a child's presence (or class) did: most events are a present child's next swipe
  const before = new Map(
    (
      await tx
        .select({ studentId: cd.studentId, day: cd.day, present: cd.present, classId: cd.classId })
        .from(cd)
        .where(and(eq(cd.schoolId, schoolId), inArray(cd.studentId, ids), inArray(cd.day, days)))
    ).map((r) => [`${r.studentId}:${r.day}`, r]),
  );
  const changed = dayRows.filter((r) => {
    const was = before.get(`${r.studentId}:${r.day}`);
    return !was || was.present !== r.present || was.classId !== r.classId;
  });
  await tx.execute(sql`delete from ${pr} where ${pr.schoolId} = ${schoolId} and (${pr.studentId}, ${pr.day}) in
    (select * from unnest(${sql.param(unique.map((k) => k.studentId))}::bigint[], ${sql.param(unique.map((k) => k.day))}::date[]))`);
  if (intervals.length) await tx.insert(pr).values(intervals);
  await tx
    .insert(cd)
    .values(dayRows)
    .onConflictDoUpdate({
      target: [cd.schoolId, cd.studentId, cd.day],
      set: {
        classId: sql`excluded.class_id`,
        firstIn: sql`excluded.first_in`,
        lastOut: sql`excluded.last_out`,
        events: sql`excluded.events`,
        present: sql`excluded.present`,
        computedAt: sql`now()`,
      },
    });
  const classDays = [
    ...new Set(
      changed.flatMap((r) => {
        const was = before.get(`${r.studentId}:${r.day}`)?.classId;
        return [r.classId, was ?? null].filter((c) => c !== null).map((c) => `${c}|${r.day}`);
      }),
    ),
  ];
  await recomputeClassDays(tx, schoolId, classDays);
}

/** Each class-day ('classId|day') again from its children's days: children now in the class, present, absent. */
async function recomputeClassDays(tx: Tx, schoolId: number, classDays: string[]): Promise<void> {
  if (!classDays.length) return;
  await lockAll(
    tx,
    classDays.map((k) => `attendance-class-day:${k}`),
  );
  const classIds = classDays.map((k) => Number(k.split('|')[0]));
  const days = classDays.map((k) => k.split('|')[1]);
  await tx.execute(sql`insert into attendance_class_days (school_id, class_id, day, children, present, absent, computed_at)
    select ${schoolId}::bigint, p.class_id, p.day, count(st.id)::int,
           (count(st.id) filter (where c.present))::int, (count(st.id) filter (where c.present is not true))::int, now()
      from unnest(${sql.param(classIds)}::bigint[], ${sql.param(days)}::date[]) p(class_id, day)
      left join ${students} st on st.school_id = ${schoolId} and st.class_id = p.class_id and st.status = 1
      left join ${cd} c on c.school_id = ${schoolId} and c.student_id = st.id and c.day = p.day
     group by p.class_id, p.day
    on conflict (school_id, class_id, day) do update
       set children = excluded.children, present = excluded.present, absent = excluded.absent, computed_at = excluded.computed_at`);
}
