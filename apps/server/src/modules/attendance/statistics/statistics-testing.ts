import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';

/** One child's day as the roll call leaves it (status, minutes, symptom group), for a statistics test. */
export interface ChildDayFixture {
  studentId: number;
  day: string;
  status: 'present' | 'absent' | 'sick' | 'personal';
  late?: number;
  early?: number;
  group?: string;
  schoolDay?: boolean;
}

/**
 * Writes children's day rows of one class and the class's day rows summed from them, as the
 * day close leaves them: billable = present on a school day. For tests of the readers only;
 * the classification itself is the roll call's (ledger/day-close.ts), tested there.
 */
export async function writeDays(db: Db, schoolId: number, classId: number, days: readonly ChildDayFixture[]): Promise<void> {
  const col = <K extends keyof ChildDayFixture>(k: K) => sql.param(days.map((d) => d[k] ?? null));
  await db.execute(sql`insert into attendance_child_days (school_id, student_id, day, class_id, first_in, last_out, events,
      present, status, late_minutes, early_minutes, symptom_group, school_day, billable)
    select ${schoolId}, x.student_id, x.day, ${classId},
      case when x.status = 'present' then (x.day + time '08:00' + make_interval(mins => coalesce(x.late, 0))) at time zone 'Asia/Shanghai' end,
      case when x.status = 'present' then (x.day + time '17:00' - make_interval(mins => coalesce(x.early, 0))) at time zone 'Asia/Shanghai' end,
      case when x.status = 'present' then 2 else 0 end, x.status = 'present', x.status, x.late, x.early, x.grp,
      coalesce(x.school_day, true), x.status = 'present' and coalesce(x.school_day, true)
    from unnest(${col('studentId')}::bigint[], ${col('day')}::date[], ${col('status')}::text[], ${col('late')}::int[],
      ${col('early')}::int[], ${col('group')}::text[], ${col('schoolDay')}::boolean[]) x(student_id, day, status, late, early, grp, school_day)
    on conflict (school_id, student_id, day) do update set class_id = excluded.class_id, status = excluded.status,
      present = excluded.present, first_in = excluded.first_in, last_out = excluded.last_out, late_minutes = excluded.late_minutes,
      early_minutes = excluded.early_minutes, symptom_group = excluded.symptom_group, school_day = excluded.school_day,
      billable = excluded.billable`);
  await db.execute(sql`insert into attendance_class_days (school_id, class_id, day, children, present, absent, late, early_leave, sick, personal, school_day)
    select ${schoolId}, ${classId}, day, count(*), count(*) filter (where status = 'present'), count(*) filter (where status = 'absent'),
      count(late_minutes), count(early_minutes), count(*) filter (where status = 'sick'), count(*) filter (where status = 'personal'),
      bool_or(school_day)
    from attendance_child_days where school_id = ${schoolId} and class_id = ${classId} and day = any(${sql.param([...new Set(days.map((d) => d.day))])}::date[])
    group by day
    on conflict (school_id, class_id, day) do update set children = excluded.children, present = excluded.present, absent = excluded.absent,
      late = excluded.late, early_leave = excluded.early_leave, sick = excluded.sick, personal = excluded.personal, school_day = excluded.school_day`);
}
