import type { MonthChildRow, MonthClassRow, MonthlyQuery } from '@kg/shared/modules/attendance/statistics-shapes';
import { type Column, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceChildDays, attendanceClassDays, classes, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { rateOf } from './statistics-period.ts';

const c = alias(classes, 'c');
const cd = alias(attendanceClassDays, 'cd');
const d = alias(attendanceChildDays, 'd');
const s = alias(students, 's');

const dayList = (days: readonly string[]) => sql`${sql.param([...days])}::date[]`;
const sum = (col: Column) => sql<number>`sum(${col})::int`;

/** A class's month from its class-day rows on the month's school days. */
const CLASS_MONTH = {
  clazzId: cd.classId,
  children: sql<number>`max(${cd.children})::int`,
  childDays: sum(cd.children),
  present: sum(cd.present),
  sick: sum(cd.sick),
  personal: sum(cd.personal),
  absent: sum(cd.absent),
  late: sum(cd.late),
  earlyLeave: sum(cd.earlyLeave),
};

/**
 * Each class's month over `days` (the month's school days so far): the class-day sums, and from
 * the children's rows the billable days and the sick days by symptom group (one index range per
 * class: school, class, day).
 */
export async function classMonthlyList(
  db: Db,
  schoolId: number,
  range: number[] | null,
  days: readonly string[],
  clazzId?: number,
): Promise<MonthClassRow[]> {
  const x = alias(attendanceChildDays, 'x');
  const ofClass = sql`${x.schoolId} = ${schoolId} and ${x.classId} = m."clazzId" and ${x.day} = any(${dayList(days)})`;
  const fields = {
    clazzName: c.name,
    billable: sql<number>`(select count(*) from ${attendanceChildDays} x where ${ofClass} and ${x.billable})::int`,
    sickByGroup: sql<
      { group: string; days: number }[]
    >`(select coalesce(json_agg(json_build_object('group', g, 'days', n) order by g), '[]')
      from (select coalesce(${x.symptomGroup}, 'other') g, count(*)::int n from ${attendanceChildDays} x
        where ${ofClass} and ${x.status} = 'sick' group by 1) q)`,
  };
  const rows = await preparedRows<RowOf<typeof CLASS_MONTH> & RowOf<typeof fields>>(
    db,
    sql`with m as (select ${selectList(CLASS_MONTH)} from ${attendanceClassDays} cd
        where ${cd.schoolId} = ${schoolId} and ${cd.day} = any(${dayList(days)}) and ${inRange(sql`${cd.classId}`, range)}
          ${clazzId ? sql`and ${cd.classId} = ${clazzId}` : sql``}
        group by ${cd.classId})
      select m.*, ${selectList(fields)} from m join ${classes} c on ${c.schoolId} = ${schoolId} and ${c.id} = m."clazzId"
      order by ${c.sort}, ${c.id}`,
  );
  return rows.map((r) => ({ ...r, rate: rateOf(r.present, r.childDays) }));
}

const CHILD_MONTH = {
  studentId: d.studentId,
  childDays: sql<number>`count(*)::int`,
  present: sql<number>`(count(*) filter (where ${d.status} = 'present'))::int`,
  sick: sql<number>`(count(*) filter (where ${d.status} = 'sick'))::int`,
  personal: sql<number>`(count(*) filter (where ${d.status} = 'personal'))::int`,
  absent: sql<number>`(count(*) filter (where ${d.status} = 'absent'))::int`,
  late: sql<number>`(count(*) filter (where ${d.lateMinutes} is not null))::int`,
  earlyLeave: sql<number>`(count(*) filter (where ${d.earlyMinutes} is not null))::int`,
  billable: sql<number>`(count(*) filter (where ${d.billable}))::int`,
  // 'YYYY-MM-DD' + status of each day read: the grid comes from the rows the totals read, no second probe per day
  marks: sql<string[]>`array_agg(${d.day}::text || ${d.status})`,
};
type ChildMonth = RowOf<typeof CHILD_MONTH> & { studentName: string };

/** A child's statuses in the order of `days`, '' where the child had no day in the class. */
function gridOf(days: readonly string[], { marks, ...r }: ChildMonth): MonthChildRow {
  const byDay = new Map(marks.map((m) => [m.slice(0, 10), m.slice(10)]));
  return { ...r, statuses: days.map((day) => byDay.get(day) ?? ''), rate: rateOf(r.present, r.childDays) };
}

/**
 * One class's month: each child with a day in the class on the month's school days, paged by
 * name, with the status of each of `days` ('' where the child's day was not the class's) and
 * totals, from one index range of the class's rows.
 */
export function classMonthly(db: Db, schoolId: number, days: readonly string[], q: MonthlyQuery) {
  const name = q.studentName ? sql`and ${s.name} ilike ${containsPattern(q.studentName)}` : sql``;
  const k = sql`k as (select ${selectList(CHILD_MONTH)} from ${attendanceChildDays} d
      where ${d.schoolId} = ${schoolId} and ${d.classId} = ${q.clazzId} and ${d.day} = any(${dayList(days)})
      group by ${d.studentId})`;
  const from = sql`from k join ${students} s on ${s.schoolId} = ${schoolId} and ${s.id} = k."studentId" where true ${name}`;
  return pagedQuery<ChildMonth, MonthChildRow>(
    db,
    {
      pageNum: q.pageNum ?? 1,
      pageSize: q.pageSize ?? 100_000,
      count: sql`with ${k} select count(*)::int as n ${from}`,
      select: sql`with ${k} select k.*, ${selectList({ studentName: s.name })}, count(*) over () as total ${from} order by ${s.name}, ${s.id}`,
    },
    (r) => gridOf(days, r),
  );
}
