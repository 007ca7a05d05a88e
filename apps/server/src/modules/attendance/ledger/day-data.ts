import { chinaDayStartOf, todayChina } from '@kg/shared/time/china';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { attendanceChildDays as cd, attendanceEvents as ev, students } from '../../../db/schema/index.ts';
import type { RowOf } from '../../../db/select-list.ts';
import { computeDay, type DayEvent } from './day.ts';
import { classifyDay, type DayMark } from './day-class.ts';
import { type DayContext, dayContexts, leavesOn } from './day-inputs.ts';
import { type DayRow, type IntervalRow, type Tx, writeDays } from './day-write.ts';

export type { Tx } from './day-write.ts';

const DAY_MS = 86_400_000;

/** A child's day touched by new events: its China day, 'YYYY-MM-DD'. */
export interface ChildDayKey {
  studentId: number;
  day: string;
}

export const dayOf = (at: Date): string => todayChina(at);
const startOf = chinaDayStartOf;

/** Advisory locks in one sorted order, so concurrent batches wait for each other and never deadlock. */
async function lockAll(tx: Tx, keys: string[]): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${sql.param(sorted)}::text[]) k`);
}

/** A day's ledger inputs of the children: device reads (their passages) and teachers' marks. */
async function ledgerInputs(tx: Tx, schoolId: number, ids: number[], days: string[]) {
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
      mark: ev.mark,
      symptoms: ev.symptoms,
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
  const reads = new Map<string, DayEvent[]>();
  const marks = new Map<string, DayMark[]>();
  const counts = new Map<string, number>();
  for (const r of rows) {
    const k = `${r.studentId}:${dayOf(r.at)}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
    if (r.mark !== null) {
      const list = marks.get(k) ?? [];
      list.push({ at: r.at, mark: r.mark as DayMark['mark'], seq: r.id, symptoms: r.symptoms ?? [] });
      marks.set(k, list);
    } else if (r.deviceId !== null) {
      const list = reads.get(k) ?? [];
      const direction = r.direction === 'in' || r.direction === 'out' ? r.direction : null;
      list.push({ at: r.at, direction, key: `${r.deviceId}:${r.eventId}` });
      reads.set(k, list);
    }
  }
  return { reads, marks, counts };
}

const BEFORE = {
  studentId: cd.studentId,
  day: cd.day,
  classId: cd.classId,
  status: cd.status,
  lateMinutes: cd.lateMinutes,
  earlyMinutes: cd.earlyMinutes,
  schoolDay: cd.schoolDay,
};
type Figures = Pick<RowOf<typeof BEFORE>, 'classId' | 'status' | 'lateMinutes' | 'earlyMinutes' | 'schoolDay'>;
/** Whether a child's day moves its class's figures (most events are a present child's next swipe: they do not). */
const moves = (was: Figures | undefined, now: Figures) =>
  !was ||
  was.classId !== now.classId ||
  was.status !== now.status ||
  (was.lateMinutes === null) !== (now.lateMinutes === null) ||
  (was.earlyMinutes === null) !== (now.earlyMinutes === null) ||
  was.schoolDay !== now.schoolDay;

/**
 * Recomputes the given children's days from the ledger and classifies each against the rules,
 * shift, calendar and approved leave of that day (classifyDay), then their classes' days. Each
 * child-day is locked first (a concurrent recompute of the same child waits and then reads this
 * one's events), then each class-day, always in sorted order. A fixed set of statements however
 * many children: closing a school's day is one pass.
 */
export async function recomputeDays(
  tx: Tx,
  schoolId: number,
  touched: readonly ChildDayKey[],
  known?: ReadonlyMap<string, DayContext>,
): Promise<void> {
  if (!touched.length) return;
  await lockAll(
    tx,
    touched.map((k) => `attendance-day:${k.studentId}:${k.day}`),
  );
  const ids = [...new Set(touched.map((k) => k.studentId))];
  const days = [...new Set(touched.map((k) => k.day))].sort();
  const { reads, marks, counts } = await ledgerInputs(tx, schoolId, ids, days);
  const classes = new Map(
    (
      await tx
        .select({ id: students.id, classId: students.classId })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)))
    ).map((s) => [s.id, s.classId]),
  );
  const contexts = await contextsOf(tx, schoolId, days, known);
  const leaves = await leavesOn(tx, schoolId, ids, days);
  const unique = [...new Map(touched.map((k) => [`${k.studentId}:${k.day}`, k])).values()];
  const dayRows: DayRow[] = [];
  const intervals: IntervalRow[] = [];
  for (const k of unique) {
    const key = `${k.studentId}:${k.day}`;
    const start = startOf(k.day);
    const day = computeDay(reads.get(key) ?? [], start, new Date(start.getTime() + DAY_MS));
    const classId = classes.get(k.studentId) ?? null;
    const context = contexts.get(k.day) as DayContext;
    const shift = classId === null ? null : (context.classes.get(classId) ?? null);
    const c = classifyDay(day, context.rules, shift, leaves.get(key) ?? null, marks.get(key) ?? [], context.schoolDay);
    dayRows.push({
      studentId: k.studentId,
      day: k.day,
      classId,
      firstIn: day.firstIn,
      lastOut: day.lastOut,
      present: c.status === 'present',
      events: counts.get(key) ?? 0,
      ...c,
    });
    for (const i of day.intervals)
      intervals.push({ studentId: k.studentId, day: k.day, startsAt: i.start, endsAt: i.end, openEnded: i.openEnded });
  }
  const before = new Map(
    (
      await tx
        .select(BEFORE)
        .from(cd)
        .where(and(eq(cd.schoolId, schoolId), inArray(cd.studentId, ids), inArray(cd.day, days)))
    ).map((r) => [`${r.studentId}:${r.day}`, r]),
  );
  const changed = dayRows.filter((r) => moves(before.get(`${r.studentId}:${r.day}`), r));
  await writeDays(tx, schoolId, dayRows, intervals);
  const classDays = [
    ...new Set(
      changed.flatMap((r) => {
        const was = before.get(`${r.studentId}:${r.day}`)?.classId;
        return [r.classId, was ?? null].filter((c) => c !== null).map((c) => `${c}|${r.day}`);
      }),
    ),
  ];
  await recomputeClassDays(tx, schoolId, classDays, contexts);
}

/** The days' contexts, reading only those the caller did not bring (closing many days reads each once). */
async function contextsOf(tx: Tx, schoolId: number, days: readonly string[], known?: ReadonlyMap<string, DayContext>) {
  const missing = days.filter((d) => !known?.has(d));
  const read = await dayContexts(tx, schoolId, missing);
  return new Map([...(known ?? []), ...read]);
}

/**
 * Each class-day ('classId|day') again from its children's days: children now in the class,
 * present, late, early leave, sick, personal and absent (neither present nor on leave; a child
 * without a row that day is absent), and whether it was a school day.
 */
export async function recomputeClassDays(
  tx: Tx,
  schoolId: number,
  classDays: string[],
  known?: ReadonlyMap<string, DayContext>,
): Promise<void> {
  if (!classDays.length) return;
  await lockAll(
    tx,
    classDays.map((k) => `attendance-class-day:${k}`),
  );
  const classIds = classDays.map((k) => Number(k.split('|')[0]));
  const days = classDays.map((k) => k.split('|')[1]);
  const contexts = await contextsOf(tx, schoolId, days, known);
  const open = days.map((d) => contexts.get(d)?.schoolDay ?? false);
  await tx.execute(sql`insert into attendance_class_days
      (school_id, class_id, day, children, present, absent, late, early_leave, sick, personal, school_day, computed_at)
    select ${schoolId}::bigint, p.class_id, p.day, count(st.id)::int,
           (count(st.id) filter (where c.status = 'present'))::int,
           (count(st.id) filter (where coalesce(c.status, 'absent') = 'absent'))::int,
           (count(st.id) filter (where c.status = 'present' and c.late_minutes is not null))::int,
           (count(st.id) filter (where c.status = 'present' and c.early_minutes is not null))::int,
           (count(st.id) filter (where c.status = 'sick'))::int,
           (count(st.id) filter (where c.status = 'personal'))::int,
           p.school_day, now()
      from unnest(${sql.param(classIds)}::bigint[], ${sql.param(days)}::date[], ${sql.param(open)}::boolean[]) p(class_id, day, school_day)
      left join ${students} st on st.school_id = ${schoolId} and st.class_id = p.class_id and st.status = 1
      left join ${cd} c on c.school_id = ${schoolId} and c.student_id = st.id and c.day = p.day
     group by p.class_id, p.day, p.school_day
    on conflict (school_id, class_id, day) do update
       set children = excluded.children, present = excluded.present, absent = excluded.absent, late = excluded.late,
           early_leave = excluded.early_leave, sick = excluded.sick, personal = excluded.personal,
           school_day = excluded.school_day, computed_at = excluded.computed_at`);
}
