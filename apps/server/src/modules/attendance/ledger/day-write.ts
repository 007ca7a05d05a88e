import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceChildDays as cd, attendancePresence as pr } from '../../../db/schema/index.ts';
import type { DayStatus } from './day-class.ts';

/** A transaction of the pool (the day's writes run inside the recompute's). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A child's day as a recompute stores it. */
export interface DayRow {
  studentId: number;
  day: string;
  classId: number | null;
  firstIn: Date | null;
  lastOut: Date | null;
  events: number;
  present: boolean;
  status: DayStatus;
  lateMinutes: number | null;
  earlyMinutes: number | null;
  halfDay: boolean;
  leaveId: number | null;
  symptomGroup: string | null;
  marked: boolean;
  billable: boolean;
  schoolDay: boolean;
}

export interface IntervalRow {
  studentId: number;
  day: string;
  startsAt: Date;
  endsAt: Date;
  openEnded: boolean;
}

/** One array parameter per column: a statement's size and its planning stay the same however many rows. */
const col = <R, V>(rows: readonly R[], pick: (r: R) => V, type: string) => sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`;

/**
 * Writes children's days and replaces their presence intervals, each as one statement over
 * arrays (unnest): closing a school's year is thousands of rows per statement, where a values
 * list would bind nineteen parameters a row and cost the driver and the planner per row.
 */
export async function writeDays(tx: Tx, schoolId: number, rows: readonly DayRow[], intervals: readonly IntervalRow[]): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`delete from ${pr} where ${pr.schoolId} = ${schoolId} and (${pr.studentId}, ${pr.day}) in
    (select * from unnest(${col(rows, (r) => r.studentId, 'bigint')}, ${col(rows, (r) => r.day, 'date')}))`);
  if (intervals.length)
    await tx.execute(sql`insert into ${pr} (school_id, student_id, day, starts_at, ends_at, open_ended)
      select ${schoolId}::bigint, x.* from unnest(${col(intervals, (i) => i.studentId, 'bigint')}, ${col(intervals, (i) => i.day, 'date')},
        ${col(intervals, (i) => i.startsAt, 'timestamptz')}, ${col(intervals, (i) => i.endsAt, 'timestamptz')},
        ${col(intervals, (i) => i.openEnded, 'boolean')}) x`);
  await tx.execute(sql`insert into ${cd} (school_id, student_id, day, class_id, first_in, last_out, events, present, status,
      late_minutes, early_minutes, half_day, leave_id, symptom_group, marked, billable, school_day, computed_at)
    select ${schoolId}::bigint, x.*, now() from unnest(
      ${col(rows, (r) => r.studentId, 'bigint')}, ${col(rows, (r) => r.day, 'date')}, ${col(rows, (r) => r.classId, 'bigint')},
      ${col(rows, (r) => r.firstIn, 'timestamptz')}, ${col(rows, (r) => r.lastOut, 'timestamptz')}, ${col(rows, (r) => r.events, 'int')},
      ${col(rows, (r) => r.present, 'boolean')}, ${col(rows, (r) => r.status, 'text')}, ${col(rows, (r) => r.lateMinutes, 'int')},
      ${col(rows, (r) => r.earlyMinutes, 'int')}, ${col(rows, (r) => r.halfDay, 'boolean')}, ${col(rows, (r) => r.leaveId, 'bigint')},
      ${col(rows, (r) => r.symptomGroup, 'text')}, ${col(rows, (r) => r.marked, 'boolean')}, ${col(rows, (r) => r.billable, 'boolean')},
      ${col(rows, (r) => r.schoolDay, 'boolean')}) x
    on conflict (school_id, student_id, day) do update set
      class_id = excluded.class_id, first_in = excluded.first_in, last_out = excluded.last_out, events = excluded.events,
      present = excluded.present, status = excluded.status, late_minutes = excluded.late_minutes,
      early_minutes = excluded.early_minutes, half_day = excluded.half_day, leave_id = excluded.leave_id,
      symptom_group = excluded.symptom_group, marked = excluded.marked, billable = excluded.billable,
      school_day = excluded.school_day, computed_at = excluded.computed_at`);
}
