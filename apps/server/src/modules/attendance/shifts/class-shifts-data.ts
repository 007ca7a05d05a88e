import type { ClassShiftAssignInput } from '@kg/shared/modules/attendance/class-shifts';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceShifts, classes, attendanceClassShifts as cs, grades } from '../../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../../db/select-list.ts';
import { effectiveDay } from './shift-sql.ts';

const c = alias(classes, 'c');
const g = alias(grades, 'g');
const cur = alias(cs, 'cur');
const nxt = alias(cs, 'nxt');
const s1 = alias(attendanceShifts, 's1');
const s2 = alias(attendanceShifts, 's2');

const ROW = {
  classId: c.id,
  className: c.name,
  gradeName: g.name,
  shiftId: joined(cur.shiftId),
  shiftName: joined(s1.name),
  effectiveFrom: joined(cur.effectiveFrom),
  nextShiftId: joined(nxt.shiftId),
  nextShiftName: joined(s2.name),
  nextEffectiveFrom: joined(nxt.effectiveFrom),
};
const LIST = selectList(ROW);
export type ClassShiftRow = RowOf<typeof ROW>;

/** A class's assignment in effect today (`<=`, latest first) or the next one (`>`, earliest first). */
const assignment = (op: '<=' | '>', today: string) => sql`(
  select * from ${cs} x where x.school_id = ${c.schoolId} and x.class_id = ${c.id}
    and x.effective_from ${sql.raw(op)} ${today}::date
  order by x.effective_from ${sql.raw(op === '<=' ? 'desc' : 'asc')} limit 1)`;

/** Current classes within the caller's range, with today's shift and the next change, in grade order. */
export function listClassShifts(
  db: Db,
  schoolId: number,
  range: readonly number[] | null,
  q: { className?: string; shiftId?: number; pageNum: number; pageSize: number },
  today = todayChina(),
) {
  const from = sql`from ${classes} c join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}
    left join lateral ${assignment('<=', today)} cur on true
    left join ${attendanceShifts} s1 on ${s1.id} = ${cur.shiftId}
    left join lateral ${assignment('>', today)} nxt on true
    left join ${attendanceShifts} s2 on ${s2.id} = ${nxt.shiftId}`;
  const where = sql`${c.schoolId} = ${schoolId} and ${c.status} = 1 and ${inRange(sql`${c.id}`, range)}
    ${q.className ? sql`and ${c.name} ilike ${containsPattern(q.className)}` : sql``}
    ${q.shiftId ? sql`and ${cur.shiftId} = ${q.shiftId}` : sql``}`;
  return pagedQuery<ClassShiftRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n ${from} where ${where}`,
    select: (cut) =>
      sql`select ${LIST}, count(*) over () as total ${from} where ${where} order by ${g.level}, ${g.sort}, ${c.sort}, ${c.id} ${cut}`,
  });
}

/**
 * Puts classes on a shift from a day on (an assignment set for that same day is replaced). The
 * shift must be the school's and not deleted, every class the school's and current.
 */
export async function assignClasses(db: Db, schoolId: number, p: ClassShiftAssignInput, today = todayChina()): Promise<number> {
  const from = effectiveDay(p.effectiveFrom, today);
  return db.transaction(async (tx) => {
    // shared lock: a delete of the shift waits for this assignment (and then sees it)
    const shift = await tx
      .select({ id: attendanceShifts.id })
      .from(attendanceShifts)
      .where(and(eq(attendanceShifts.schoolId, schoolId), eq(attendanceShifts.id, p.shiftId), isNull(attendanceShifts.deletedAt)))
      .for('share');
    if (shift.length === 0) throw new AppError('attendance-0103', { field: 'shiftId' });
    const found = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1), inArray(classes.id, p.classIds)));
    if (found.length !== p.classIds.length) throw notFound();
    const rows = p.classIds.map((classId) => ({ schoolId, classId, effectiveFrom: from, shiftId: p.shiftId }));
    await tx
      .insert(cs)
      .values(rows)
      .onConflictDoUpdate({ target: [cs.schoolId, cs.classId, cs.effectiveFrom], set: { shiftId: p.shiftId, updatedAt: new Date() } });
    return rows.length;
  });
}
