import type { LeaveListQuery } from '@kg/shared/modules/attendance/leave';
import type { LeaveSymptomGroup } from '@kg/shared/modules/attendance/leave-symptoms';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, students, attendanceLeaves as t } from '../../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../../db/select-list.ts';
import type { LeaveSpan } from './leave-days.ts';

type Runner = Pick<Db, 'execute'>;

// the list's columns, from the generated schema: a renamed column fails the type check
const ROW = {
  id: t.id,
  studentId: t.studentId,
  studentName: students.name,
  classId: students.classId,
  className: joined(classes.name),
  kind: sql<'sick' | 'personal'>`${t.kind}`,
  startsOn: t.startsOn,
  startsPm: t.startsPm,
  endsOn: t.endsOn,
  endsAm: t.endsAm,
  // numeric(5,1) arrives as text: a half day as a number
  days: sql<number>`${t.days}::float8`,
  symptoms: t.symptoms,
  symptomGroup: sql<LeaveSymptomGroup | null>`${t.symptomGroup}`,
  reason: t.reason,
  status: sql<'pending' | 'approved' | 'rejected' | 'cancelled'>`${t.status}`,
  requestId: t.requestId,
  createdBy: t.createdBy,
  createdAt: t.createdAt,
};
const LIST = selectList(ROW);
export type LeaveRow = RowOf<typeof ROW>;
const FROM = sql`${t} join ${students} on ${students.schoolId} = ${t.schoolId} and ${students.id} = ${t.studentId}
  left join ${classes} on ${classes.schoolId} = ${students.schoolId} and ${classes.id} = ${students.classId}`;

/** A leave is within a teacher's reach through the child's current class. */
const reach = (schoolId: number, range: readonly number[] | null) =>
  sql`${t.schoolId} = ${schoolId} and ${inRange(sql`${students.classId}`, range)}`;

export function listLeaves(db: Db, schoolId: number, range: readonly number[] | null, q: LeaveListQuery) {
  const cond: SQL[] = [reach(schoolId, range)];
  if (q.classId) cond.push(sql`${students.classId} = ${q.classId}`);
  if (q.name) cond.push(sql`${students.name} ilike ${containsPattern(q.name)}`);
  if (q.kind) cond.push(sql`${t.kind} = ${q.kind}`);
  if (q.status) cond.push(sql`${t.status} = ${q.status}`);
  if (q.from) cond.push(sql`${t.endsOn} >= ${q.from}::date`);
  if (q.to) cond.push(sql`${t.startsOn} <= ${q.to}::date`);
  const where = sql.join(cond, sql` and `);
  return pagedQuery<LeaveRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${FROM} where ${where}`,
    select: sql`select ${LIST}, count(*) over () as total from ${FROM} where ${where} order by ${t.startsOn} desc, ${t.id} desc`,
  });
}

/** One leave within reach (another school's or class's is not found); `lock` holds it for a change. */
export async function leaveOf(db: Runner, schoolId: number, range: readonly number[] | null, id: number, lock = false) {
  const [row] = await preparedRows<LeaveRow>(
    db,
    sql`select ${LIST} from ${FROM} where ${reach(schoolId, range)} and ${t.id} = ${id} ${lock ? sql`for update of ${t}` : sql``}`,
  );
  if (!row) throw new AppError('common-0405', { field: 'id' });
  return row;
}

const CHILD = { id: students.id, name: students.name, classId: students.classId };
const OPTION = { ...CHILD, className: joined(classes.name) };

/** The current classes within reach, by name. */
export function classOptions(db: Runner, schoolId: number, range: readonly number[] | null) {
  return preparedRows<{ id: number; name: string }>(
    db,
    sql`select ${classes.id} as id, ${classes.name} as name from ${classes}
      where ${classes.schoolId} = ${schoolId} and ${classes.status} = 1 and ${inRange(sql`${classes.id}`, range)} order by ${classes.name}, ${classes.id}`,
  );
}

/** Enrolled children within reach by name and class, a select's worth. */
export function childOptions(db: Runner, schoolId: number, range: readonly number[] | null, q: { name?: string; classId?: number }) {
  const cond: SQL[] = [sql`${students.schoolId} = ${schoolId}`, sql`${students.status} = 1`, inRange(sql`${students.classId}`, range)];
  if (q.name) cond.push(sql`${students.name} ilike ${containsPattern(q.name)}`);
  if (q.classId) cond.push(sql`${students.classId} = ${q.classId}`);
  return preparedRows<RowOf<typeof OPTION>>(
    db,
    sql`select ${selectList(OPTION)} from ${students}
      left join ${classes} on ${classes.schoolId} = ${students.schoolId} and ${classes.id} = ${students.classId}
      where ${sql.join(cond, sql` and `)} order by ${classes.name} nulls last, ${students.name}, ${students.id} limit 20`,
  );
}

/**
 * The enrolled child a caller applies for, locked for the application: two applications for one
 * child wait for each other, so the overlap check sees the other's leave. Another school's child,
 * or a child outside a teacher's classes, is not found.
 */
export async function childForLeave(db: Runner, schoolId: number, range: readonly number[] | null, studentId: number) {
  const [child] = await preparedRows<RowOf<typeof CHILD>>(
    db,
    sql`select ${selectList(CHILD)} from ${students} where ${students.schoolId} = ${schoolId} and ${students.id} = ${studentId}
      and ${students.status} = 1 and ${inRange(sql`${students.classId}`, range)} for update`,
  );
  if (!child) throw new AppError('common-0405', { field: 'studentId' });
  return child;
}

// half-day slots: a day's morning 2n, its afternoon 2n + 1 (n days since 2000-01-01), so half-day ends compare exactly
const EPOCH = Date.UTC(2000, 0, 1);
const slotOf = (day: string, pm: boolean) => Math.round((Date.parse(`${day}T00:00:00Z`) - EPOCH) / 86_400_000) * 2 + Number(pm);
const slot = (day: SQL, pm: SQL) => sql`((${day} - date '2000-01-01') * 2 + (${pm})::int)`;

/** Refuses a span meeting a pending or approved leave of the child, naming its dates. */
export async function refuseOverlap(db: Runner, schoolId: number, studentId: number, s: LeaveSpan): Promise<void> {
  const start = slotOf(s.startsOn, s.startsPm);
  const end = slotOf(s.endsOn, !s.endsAm);
  const [hit] = await preparedRows<{ startsOn: string; endsOn: string }>(
    db,
    sql`select ${t.startsOn} as "startsOn", ${t.endsOn} as "endsOn" from ${t}
      where ${t.schoolId} = ${schoolId} and ${t.studentId} = ${studentId} and ${t.status} in ('pending', 'approved')
        and ${slot(sql`${t.startsOn}`, sql`${t.startsPm}`)} <= ${end}::int and ${slot(sql`${t.endsOn}`, sql`not ${t.endsAm}`)} >= ${start}::int
      order by ${t.startsOn} limit 1`,
  );
  if (hit)
    throw new AppError('attendance-0403', {
      field: 'startsOn',
      data: { field: 'startsOn', ...hit },
      detail: {
        zh: `与这名幼儿 ${hit.startsOn} 至 ${hit.endsOn} 的请假重叠`,
        en: `Overlaps the child's leave from ${hit.startsOn} to ${hit.endsOn}`,
      },
    });
}
