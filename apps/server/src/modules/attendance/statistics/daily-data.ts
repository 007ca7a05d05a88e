import type { ChildDayRow, ClassDayRow, DailyQuery } from '@kg/shared/modules/attendance/statistics-shapes';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceChildDays, attendanceClassDays, classes, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { rateOf } from './statistics-period.ts';

const c = alias(classes, 'c');
const cd = alias(attendanceClassDays, 'cd');
const s = alias(students, 's');
const d = alias(attendanceChildDays, 'd');

// a class without a day row yet (today before the day closes): its children now, nobody arrived
const CLASS_DAY = {
  clazzId: c.id,
  clazzName: c.name,
  children: sql<number>`coalesce(${cd.children}, (select count(*) from ${students} x where x.school_id = ${c.schoolId} and x.class_id = ${c.id} and x.status = 1))::int`,
  present: sql<number>`coalesce(${cd.present}, 0)`,
  late: sql<number>`coalesce(${cd.late}, 0)`,
  earlyLeave: sql<number>`coalesce(${cd.earlyLeave}, 0)`,
  sick: sql<number>`coalesce(${cd.sick}, 0)`,
  personal: sql<number>`coalesce(${cd.personal}, 0)`,
  absent: sql<number>`coalesce(${cd.absent}, (select count(*) from ${students} x where x.school_id = ${c.schoolId} and x.class_id = ${c.id} and x.status = 1))::int`,
};
type ClassDayCounts = RowOf<typeof CLASS_DAY>;

const COUNT_KEYS = ['children', 'present', 'late', 'earlyLeave', 'sick', 'personal', 'absent'] as const;

/**
 * Each class's day, from the class-day rows: the classes in range that have a row that day
 * (a graduated class keeps its days) and the current classes (zeros where the day has no row
 * yet). The sum over them is the school's (or the teacher's) day.
 */
export async function classDailyList(db: Db, schoolId: number, range: number[] | null, day: string, clazzId?: number) {
  const rows = await preparedRows<ClassDayCounts>(
    db,
    sql`select ${selectList(CLASS_DAY)} from ${classes} c
      left join ${attendanceClassDays} cd on ${cd.schoolId} = ${c.schoolId} and ${cd.classId} = ${c.id} and ${cd.day} = ${day}
      where ${c.schoolId} = ${schoolId} and ${inRange(sql`${c.id}`, range)}
        ${clazzId ? sql`and ${c.id} = ${clazzId}` : sql``}
        and (${cd.classId} is not null or ${c.status} = 1)
      order by ${c.sort}, ${c.id}`,
  );
  const list: ClassDayRow[] = rows.map((r) => ({ ...r, rate: rateOf(r.present, r.children) }));
  const total = Object.fromEntries(COUNT_KEYS.map((k) => [k, list.reduce((n, r) => n + r[k], 0)])) as Record<
    (typeof COUNT_KEYS)[number],
    number
  >;
  return { day, list, total: { ...total, rate: rateOf(total.present, total.children) } };
}

/** A class of the school within the caller's range (a graduated one too), else not found. */
export async function classOfRange(db: Db, schoolId: number, range: number[] | null, clazzId: number): Promise<string> {
  const [row] = await db
    .select({ name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, clazzId)));
  if (!row || !classInRange(range, clazzId)) throw notFound();
  return row.name;
}

const CHILD_DAY = {
  studentId: s.id,
  studentName: s.name,
  status: sql<string>`coalesce(${d.status}, 'absent')`,
  firstIn: d.firstIn,
  lastOut: d.lastOut,
  lateMinutes: d.lateMinutes,
  earlyMinutes: d.earlyMinutes,
  halfDay: sql<boolean>`coalesce(${d.halfDay}, false)`,
  leaveId: d.leaveId,
  symptomGroup: d.symptomGroup,
  marked: sql<boolean>`coalesce(${d.marked}, false)`,
};

/**
 * One class's children on a day: each child whose day row is the class's, and (a day not yet
 * closed) each child in the class now without a row, as absent. Check the class first.
 */
export function classDaily(db: Db, schoolId: number, q: DailyQuery) {
  const where = sql`${s.schoolId} = ${schoolId}
    and (${d.classId} = ${q.clazzId} or (${d.studentId} is null and ${s.classId} = ${q.clazzId} and ${s.status} = 1))
    ${q.status ? sql`and coalesce(${d.status}, 'absent') = ${q.status}` : sql``}
    ${q.studentName ? sql`and ${s.name} ilike ${containsPattern(q.studentName)}` : sql``}`;
  const from = sql`from ${students} s left join ${attendanceChildDays} d
    on ${d.schoolId} = ${s.schoolId} and ${d.studentId} = ${s.id} and ${d.day} = ${q.day}`;
  return pagedQuery<ChildDayRow>(db, {
    pageNum: q.pageNum ?? 1,
    pageSize: q.pageSize ?? 100_000,
    count: sql`select count(*)::int as n ${from} where ${where}`,
    select: sql`select ${selectList(CHILD_DAY)}, count(*) over () as total ${from} where ${where} order by ${s.name}, ${s.id}`,
  });
}
