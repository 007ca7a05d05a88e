import { CHINA_ZONE } from '@kg/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import {
  attendanceChildDays as childDays,
  classes,
  attendanceDevices as devices,
  attendancePhotoFailures as failures,
  grades,
  attendancePickers as pickers,
  attendancePickups as pickups,
  students,
} from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { pickupSettingsOf } from './pickup-settings-data.ts';

type Figures = { children: number; pickedUp: number; byPicker: number; refused: number };
const withRest = <F extends Figures>(f: F) => ({ ...f, notPickedUp: f.children - f.pickedUp });

/**
 * Each child in school now, by its class (CTE k): picked up by an authorised picker (by_picker),
 * picked up at all (that, or a departure the ledger recorded), the day's refused attempts, the
 * last authorised pickup and the recorded departure.
 */
const perChild = (schoolId: number, day: string) => sql`
  select ${students.id}, ${students.classId} as class_id, ${students.name},
    coalesce(p.by_picker, false) as by_picker, coalesce(p.by_picker, false) or ${childDays.lastOut} is not null as picked_up,
    coalesce(p.refused, 0) as refused, p.picked_at, ${childDays.lastOut} as last_out
  from ${students}
  left join (
    select ${pickups.studentId} as student_id, bool_or(${pickups.authorised}) as by_picker,
      count(*) filter (where not ${pickups.authorised})::int as refused,
      max(${pickups.happenedAt}) filter (where ${pickups.authorised}) as picked_at
    from ${pickups} where ${pickups.schoolId} = ${schoolId} and ${pickups.day} = ${day} group by ${pickups.studentId}
  ) p on p.student_id = ${students.id}
  left join ${childDays} on ${childDays.schoolId} = ${students.schoolId} and ${childDays.studentId} = ${students.id} and ${childDays.day} = ${day}
  where ${students.schoolId} = ${schoolId} and ${students.status} = 1`;

const CLASS_ROW = {
  classId: classes.id,
  className: classes.name,
  gradeName: grades.name,
  children: sql<number>`count(k.id)::int`,
  pickedUp: sql<number>`(count(k.id) filter (where k.picked_up))::int`,
  byPicker: sql<number>`(count(k.id) filter (where k.by_picker))::int`,
  refused: sql<number>`coalesce(sum(k.refused), 0)::int`,
};

/** Per current class in the caller's range, in grade order: the day's figures. */
export async function classStatistics(db: Db, schoolId: number, range: number[] | null, day: string) {
  const rows = await preparedRows<RowOf<typeof CLASS_ROW>>(
    db,
    sql`with k as (${perChild(schoolId, day)})
    select ${selectList(CLASS_ROW)}
    from ${classes} join ${grades} on ${grades.schoolId} = ${classes.schoolId} and ${grades.id} = ${classes.gradeId}
    left join k on k.class_id = ${classes.id}
    where ${classes.schoolId} = ${schoolId} and ${classes.status} = 1 and ${inRange(sql`${classes.id}`, range)}
    group by ${classes.id}, ${classes.name}, ${grades.name}, ${grades.sort}, ${classes.sort}
    order by ${grades.sort}, ${classes.sort}, ${classes.id}`,
  );
  return { day, list: rows.map(withRest) };
}

/** Pickers of the child (k) active and valid on `day`. */
const validOn = (day: string) =>
  sql`${pickers.status} = 'active' and ${pickers.validFrom} <= ${day} and (${pickers.validTo} is null or ${pickers.validTo} >= ${day})`;

const childRow = (schoolId: number, day: string) => ({
  studentId: sql<number>`k.id`,
  name: sql<string>`k.name`,
  pickers: sql<number>`(select count(*)::int from ${pickers} where ${pickers.schoolId} = ${schoolId} and ${pickers.studentId} = k.id and ${validOn(day)})`,
  pickedUpAt: sql<Date | null>`k.picked_at`,
  pickerName: sql<string | null>`w.name`,
  relation: sql<string | null>`w.relation`,
  leftAt: sql<Date | null>`k.last_out`,
  refused: sql<number>`k.refused`,
});

/** One class's children with their pickers valid on the day and the day's pickups. */
export async function classStatisticsInfo(db: Db, schoolId: number, range: number[] | null, classId: number, day: string) {
  const [klass] = await db
    .select({ name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, classId)));
  if (!klass || !classInRange(range, classId)) throw notFound();
  const fields = childRow(schoolId, day);
  const rows = await preparedRows<RowOf<typeof fields>>(
    db,
    sql`with k as (${perChild(schoolId, day)})
    select ${selectList(fields)}
    from k left join lateral (
      select ${pickers.name}, ${pickers.relation} from ${pickups} join ${pickers} on ${pickers.id} = ${pickups.pickerId}
      where ${pickups.schoolId} = ${schoolId} and ${pickups.studentId} = k.id and ${pickups.day} = ${day} and ${pickups.authorised}
      order by ${pickups.happenedAt} desc limit 1
    ) w on true
    where k.class_id = ${classId}
    order by k.name, k.id`,
  );
  return { day, classId, className: klass.name, list: rows };
}

const SCHOOL_ROW = (schoolId: number, day: string) => ({
  activePickers: sql<number>`(select count(*)::int from ${pickers} where ${pickers.schoolId} = ${schoolId} and ${validOn(day)})`,
  expiringSoon: sql<number>`(select count(*)::int from ${pickers} where ${pickers.schoolId} = ${schoolId} and ${pickers.status} = 'active'
    and ${pickers.validTo} between ${day}::date and ${day}::date + 7)`,
  childrenWithoutPicker: sql<number>`(select count(*)::int from ${students} where ${students.schoolId} = ${schoolId} and ${students.status} = 1
    and not exists (select 1 from ${pickers} where ${pickers.schoolId} = ${schoolId} and ${pickers.studentId} = ${students.id} and ${validOn(day)}))`,
  // the 30 days up to the day's end, on China's calendar
  failures: sql<number>`(select count(*)::int from ${failures} where ${failures.schoolId} = ${schoolId}
    and ${failures.happenedAt} >= ((${day}::date - 29)::timestamp at time zone ${CHINA_ZONE})
    and ${failures.happenedAt} < ((${day}::date + 1)::timestamp at time zone ${CHINA_ZONE}))`,
});

/** The school's day (its classes summed), its pickers and failures, and the settings. */
export async function pickupTotals(db: Db, schoolId: number, day: string) {
  const extra = SCHOOL_ROW(schoolId, day);
  const [{ list }, [school], settings] = await Promise.all([
    classStatistics(db, schoolId, null, day),
    preparedRows<RowOf<typeof extra>>(db, sql`select ${selectList(extra)}`),
    pickupSettingsOf(db, schoolId),
  ]);
  const sum = (k: keyof Figures) => list.reduce((n, c) => n + c[k], 0);
  const figures = withRest({ children: sum('children'), pickedUp: sum('pickedUp'), byPicker: sum('byPicker'), refused: sum('refused') });
  return { day, ...figures, ...school, settings };
}

/** A day's refused attempts of children in the caller's classes (by the class the child was in), newest first. */
export function refusedPickups(db: Db, schoolId: number, range: number[] | null, day: string) {
  return db
    .select({
      id: pickups.id,
      at: pickups.happenedAt,
      reason: pickups.reason,
      studentId: pickups.studentId,
      childName: students.name,
      className: classes.name,
      deviceName: devices.name,
      captureRef: pickups.captureRef,
      captureId: pickups.captureId,
      notifiedAt: pickups.notifiedAt,
    })
    .from(pickups)
    .innerJoin(students, and(eq(students.schoolId, pickups.schoolId), eq(students.id, pickups.studentId)))
    .innerJoin(devices, eq(devices.id, pickups.deviceId))
    .leftJoin(classes, and(eq(classes.schoolId, pickups.schoolId), eq(classes.id, pickups.classId)))
    .where(
      and(eq(pickups.schoolId, schoolId), eq(pickups.day, day), eq(pickups.authorised, false), inRange(sql`${pickups.classId}`, range)),
    )
    .orderBy(desc(pickups.happenedAt), desc(pickups.id))
    .limit(200);
}
