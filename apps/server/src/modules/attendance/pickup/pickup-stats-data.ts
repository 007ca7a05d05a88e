import { sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import {
  attendanceChildDays as childDays,
  classes,
  attendancePhotoFailures as failures,
  grades,
  attendancePickers as pickers,
  attendancePickups as pickups,
  students,
} from '../../../db/schema/index.ts';
import { pickupSettingsOf } from './pickup-settings-data.ts';

type Figures = { children: number; pickedUp: number; byPicker: number; refused: number };
const withRest = <F extends Figures>(f: F) => ({ ...f, notPickedUp: f.children - f.pickedUp });

/**
 * Each child's day: picked up by an authorised picker (byPicker), picked up at all (that, or a
 * departure the ledger recorded), and refused attempts. Children in school now, by their class.
 */
const perChild = (schoolId: number, day: string) => sql`
  select s.id, s.class_id, s.name,
    coalesce(p.by_picker, false) as by_picker,
    coalesce(p.by_picker, false) or d.last_out is not null as picked_up,
    coalesce(p.refused, 0) as refused, p.picked_at, d.last_out
  from ${students} s
  left join (
    select student_id, bool_or(authorised) as by_picker, count(*) filter (where not authorised)::int as refused,
      max(happened_at) filter (where authorised) as picked_at
    from ${pickups} where school_id = ${schoolId} and day = ${day} group by student_id
  ) p on p.student_id = s.id
  left join ${childDays} d on d.school_id = s.school_id and d.student_id = s.id and d.day = ${day}
  where s.school_id = ${schoolId} and s.status = 1`;

/** Per current class in the caller's range, in grade order: the day's figures. */
export async function classStatistics(db: Db, schoolId: number, range: number[] | null, day: string) {
  const r = await db.execute<Figures & { classId: number; className: string; gradeName: string }>(sql`
    with k as (${perChild(schoolId, day)})
    select c.id as "classId", c.name as "className", g.name as "gradeName",
      count(k.id)::int as children, (count(k.id) filter (where k.picked_up))::int as "pickedUp",
      (count(k.id) filter (where k.by_picker))::int as "byPicker", coalesce(sum(k.refused), 0)::int as refused
    from ${classes} c join ${grades} g on g.school_id = c.school_id and g.id = c.grade_id
    left join k on k.class_id = c.id
    where c.school_id = ${schoolId} and c.status = 1 and ${inRange(sql`c.id`, range)}
    group by c.id, c.name, g.name, g.sort, c.sort order by g.sort, c.sort, c.id`);
  return { day, list: r.rows.map((x) => withRest({ ...x, classId: Number(x.classId) })) };
}

/** One class's children with their pickers valid on the day and the day's pickups. */
export async function classStatisticsInfo(db: Db, schoolId: number, range: number[] | null, classId: number, day: string) {
  const [klass] = await db
    .execute<{ name: string }>(sql`select name from ${classes} where school_id = ${schoolId} and id = ${classId}`)
    .then((r) => r.rows);
  if (!klass || !classInRange(range, classId)) throw notFound();
  const r = await db.execute<{
    studentId: number;
    name: string;
    pickers: number;
    pickedUpAt: string | null;
    pickerName: string | null;
    relation: string | null;
    leftAt: string | null;
    refused: number;
  }>(sql`
    with k as (${perChild(schoolId, day)})
    select k.id as "studentId", k.name, k.refused, k.picked_at as "pickedUpAt", k.last_out as "leftAt",
      (select count(*)::int from ${pickers} v where v.school_id = ${schoolId} and v.student_id = k.id and v.status = 'active'
        and v.valid_from <= ${day} and (v.valid_to is null or v.valid_to >= ${day})) as pickers,
      w.name as "pickerName", w.relation
    from k
    left join lateral (
      select v.name, v.relation from ${pickups} u join ${pickers} v on v.id = u.picker_id
      where u.school_id = ${schoolId} and u.student_id = k.id and u.day = ${day} and u.authorised
      order by u.happened_at desc limit 1
    ) w on true
    where k.class_id = ${classId}
    order by k.name, k.id`);
  return { day, classId, className: klass.name, list: r.rows.map((x) => ({ ...x, studentId: Number(x.studentId) })) };
}

/** The school's day (its classes summed), its pickers and failures, and the settings. */
export async function pickupTotals(db: Db, schoolId: number, day: string) {
  const [{ list }, extra, settings] = await Promise.all([
    classStatistics(db, schoolId, null, day),
    db
      .execute<{ activePickers: number; expiringSoon: number; childrenWithoutPicker: number; failures: number }>(sql`
      select
        (select count(*)::int from ${pickers} v where v.school_id = ${schoolId} and v.status = 'active'
          and v.valid_from <= ${day} and (v.valid_to is null or v.valid_to >= ${day})) as "activePickers",
        (select count(*)::int from ${pickers} v where v.school_id = ${schoolId} and v.status = 'active'
          and v.valid_to between ${day}::date and ${day}::date + 7) as "expiringSoon",
        (select count(*)::int from ${students} s where s.school_id = ${schoolId} and s.status = 1 and not exists (
          select 1 from ${pickers} v where v.school_id = s.school_id and v.student_id = s.id and v.status = 'active'
            and v.valid_from <= ${day} and (v.valid_to is null or v.valid_to >= ${day}))) as "childrenWithoutPicker",
        (select count(*)::int from ${failures} f where f.school_id = ${schoolId}
          and f.happened_at >= ${day}::date - 30 and f.happened_at < ${day}::date + 1) as failures`)
      .then((r) => r.rows[0]),
    pickupSettingsOf(db, schoolId),
  ]);
  const sum = (k: keyof Figures) => list.reduce((n, c) => n + c[k], 0);
  const figures = withRest({ children: sum('children'), pickedUp: sum('pickedUp'), byPicker: sum('byPicker'), refused: sum('refused') });
  return { day, ...figures, ...extra, settings };
}
