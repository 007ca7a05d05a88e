import type { ShiftAddInput, ShiftUpdateInput } from '@kg/shared/modules/attendance/shifts';
import { todayChina } from '@kg/shared/time/china';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceShiftVersions, attendanceShifts as t } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { classesOnShift, effectiveDay, hhmm, versionOn } from './shift-sql.ts';

const s = alias(t, 's');
const v = alias(attendanceShiftVersions, 'v');
const sv = attendanceShiftVersions;

// the list's columns, from the generated schema: a renamed column fails the type check
const row = (today: string) => ({
  id: s.id,
  name: s.name,
  note: s.note,
  sort: s.sort,
  arriveFrom: hhmm(v.arriveFrom),
  lateAfter: hhmm(v.lateAfter),
  earlyBefore: hhmm(v.earlyBefore),
  leaveUntil: hhmm(v.leaveUntil),
  weekdays: v.weekdays,
  effectiveFrom: v.effectiveFrom,
  nextEffectiveFrom: sql<
    string | null
  >`(select min(n.effective_from) from ${sv} n where n.shift_id = ${s.id} and n.effective_from > ${today}::date)`,
  classCount: classesOnShift(s.schoolId, s.id, today),
  createdAt: s.createdAt,
});
export type ShiftRow = RowOf<ReturnType<typeof row>>;

/** Names are unique among a school's shifts that are not deleted: the index answers races. */
const nameTaken = () => new AppError('attendance-0001', { field: 'name' });
const live = (schoolId: number, id: number) => and(eq(t.schoolId, schoolId), eq(t.id, id), isNull(t.deletedAt));

export function listShifts(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }, today = todayChina()) {
  const where = sql`${s.schoolId} = ${schoolId} and ${s.deletedAt} is null ${q.name ? sql`and ${s.name} ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<ShiftRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${t} s where ${where}`,
    select: (cut) => sql`select ${selectList(row(today))}, count(*) over () as total
      from ${t} s cross join lateral ${versionOn(s.id, today)} v
      where ${where} order by ${s.sort}, ${s.id} ${cut}`,
  });
}

export function shiftOptions(db: Db, schoolId: number) {
  return db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), isNull(t.deletedAt)))
    .orderBy(asc(t.sort), asc(t.id));
}

type Windows = Pick<ShiftAddInput, 'arriveFrom' | 'lateAfter' | 'earlyBefore' | 'leaveUntil' | 'weekdays'>;
const windowsOf = (p: Windows) => ({
  arriveFrom: p.arriveFrom,
  lateAfter: p.lateAfter,
  earlyBefore: p.earlyBefore,
  leaveUntil: p.leaveUntil,
  weekdays: p.weekdays,
});

/** A new shift with its windows effective from today. */
export async function addShift(db: Db, schoolId: number, p: ShiftAddInput, today = todayChina()): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ id }] = await guardedWrite(
      () =>
        tx
          .insert(t)
          .values({ schoolId, name: p.name, note: p.note ?? null, sort: p.sort ?? 0 })
          .returning({ id: t.id }),
      { unique: nameTaken },
    );
    await tx.insert(sv).values({ schoolId, shiftId: id, effectiveFrom: today, ...windowsOf(p) });
    return id;
  });
}

/**
 * Labels change at once; the windows become a version from `effectiveFrom` (a version set for
 * that same day is replaced), so the days before keep the windows they had.
 */
export async function updateShift(db: Db, schoolId: number, p: ShiftUpdateInput, today = todayChina()): Promise<void> {
  const from = effectiveDay(p.effectiveFrom, today);
  await db.transaction(async (tx) => {
    const rows = await guardedWrite(
      () =>
        tx
          .update(t)
          .set({ name: p.name, note: p.note, sort: p.sort, updatedAt: new Date() })
          .where(live(schoolId, p.id))
          .returning({ id: t.id }),
      { unique: nameTaken },
    );
    oneRow(rows);
    const windows = windowsOf(p);
    await tx
      .insert(sv)
      .values({ schoolId, shiftId: p.id, effectiveFrom: from, ...windows })
      .onConflictDoUpdate({ target: [sv.shiftId, sv.effectiveFrom], set: windows });
  });
}

/** How many classes have the shift today or from a later day; another school's id is not found. */
export async function shiftUse(db: Pick<Db, 'select'>, schoolId: number, id: number, today = todayChina()): Promise<number> {
  const rows = await db
    // values, not columns: a one-table select writes its columns unqualified, which the subquery would misread
    .select({ n: classesOnShift(schoolId, id, today) })
    .from(t)
    .where(live(schoolId, id));
  return oneRow<{ n: number }>(rows).n;
}

/**
 * Refused while classes have it; otherwise marked deleted, not removed: the classes that had it
 * keep it for their past days, which the ledger may recompute.
 */
export async function deleteShift(db: Db, schoolId: number, id: number, today = todayChina()): Promise<void> {
  await db.transaction(async (tx) => {
    // the row lock keeps an assignment from landing between the check and the delete
    oneRow(await tx.select({ id: t.id }).from(t).where(live(schoolId, id)).for('update'));
    if ((await shiftUse(tx, schoolId, id, today)) > 0) throw new AppError('attendance-0101', { field: 'id' });
    await tx.update(t).set({ deletedAt: new Date(), updatedAt: new Date() }).where(live(schoolId, id));
  });
}
