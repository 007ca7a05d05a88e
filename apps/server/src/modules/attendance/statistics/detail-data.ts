import type { DetailOut, DetailQuery } from '@kg/shared/modules/attendance/statistics-shapes';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { classInRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceChildDays, classes, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { dueDays, rateOf } from './statistics-period.ts';

const d = alias(attendanceChildDays, 'd');
const c = alias(classes, 'c');

const DETAIL_DAY = {
  day: d.day,
  clazzName: c.name,
  status: d.status,
  billable: d.billable,
  firstIn: d.firstIn,
  lastOut: d.lastOut,
  lateMinutes: d.lateMinutes,
  earlyMinutes: d.earlyMinutes,
  halfDay: d.halfDay,
  leaveId: d.leaveId,
  symptomGroup: d.symptomGroup,
  marked: d.marked,
};
type DetailDayRow = RowOf<typeof DETAIL_DAY>;

/**
 * One child's days over a range (its day rows, whichever class they were in) and its totals over
 * the school days: a teacher reaches a child of her classes only (by the child's class now).
 */
export async function childDetail(db: Db, schoolId: number, range: number[] | null, q: DetailQuery): Promise<DetailOut> {
  const [child] = await db
    .select({ name: students.name, classId: students.classId })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.id, q.studentId)));
  if (!child || !classInRange(range, child.classId)) throw notFound();
  const school = new Set(await dueDays(db, schoolId, q.from, q.to));
  const days = await preparedRows<DetailDayRow>(
    db,
    sql`select ${selectList(DETAIL_DAY)} from ${attendanceChildDays} d
      left join ${classes} c on ${c.schoolId} = ${d.schoolId} and ${c.id} = ${d.classId}
      where ${d.schoolId} = ${schoolId} and ${d.studentId} = ${q.studentId} and ${d.day} between ${q.from} and ${q.to}
      order by ${d.day}`,
  );
  const due = days.filter((r) => school.has(r.day));
  const n = (f: (r: DetailDayRow) => boolean) => due.filter(f).length;
  const present = n((r) => r.status === 'present');
  return {
    studentId: q.studentId,
    studentName: child.name,
    schoolDays: school.size,
    totals: {
      childDays: due.length,
      present,
      sick: n((r) => r.status === 'sick'),
      personal: n((r) => r.status === 'personal'),
      absent: n((r) => r.status === 'absent'),
      late: n((r) => r.lateMinutes !== null),
      earlyLeave: n((r) => r.earlyMinutes !== null),
      billable: n((r) => r.billable),
      rate: rateOf(present, due.length),
    },
    days,
  };
}
