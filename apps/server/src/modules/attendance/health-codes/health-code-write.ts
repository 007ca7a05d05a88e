import type { HealthCodeColor, HealthCodeEntry } from '@kg/shared/modules/attendance/health-codes';
import { todayChina } from '@kg/shared/time/china';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { members, students, attendanceHealthCodes as t } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { by, childrenWhere, h, type Range, staffWhere } from './health-code-people.ts';

/** Entering health codes (a new entry each time: the latest of a day counts) and a person's history. */

export type Person = { kind: 'child'; studentId: number } | { kind: 'staff'; memberId: number };
export type Entry = HealthCodeEntry & { person: Person; source: 'manual' | 'import' };

/** A day after China's today is refused naming `day`: a code is what a person showed. */
export function checkDay(ctx: AppContext, day: string, field = 'day') {
  if (day > todayChina(ctx.now())) throw new AppError('attendance-0310', { field });
}

async function allFound(db: Db, ids: number[], found: SQL, field: string) {
  const rows = await preparedRows<{ n: number }>(db, sql`select count(*)::int as n from (${found}) f where f.id = any(${idArray(ids)})`);
  // another school's id, a child who left or is outside the caller's classes, a departed member
  if (rows[0].n !== ids.length) throw new AppError('attendance-0306', { field });
}

export const childrenOf = (schoolId: number, range: Range) => sql`select s.id from ${students} s where ${childrenWhere(schoolId, range)}`;
export const staffOf = (schoolId: number) => sql`select m.id from ${members} m where ${staffWhere(schoolId)}`;

/** Inserts entries (one statement); the caller checked the people and days. */
export async function insertEntries(db: Pick<Db, 'insert'>, schoolId: number, memberId: number, entries: Entry[]) {
  if (entries.length === 0) return 0;
  await db.insert(t).values(
    entries.map((e) => ({
      schoolId,
      personKind: e.person.kind,
      studentId: e.person.kind === 'child' ? e.person.studentId : null,
      memberId: e.person.kind === 'staff' ? e.person.memberId : null,
      day: e.day,
      color: e.color,
      note: e.note,
      source: e.source,
      createdBy: memberId,
    })),
  );
  return entries.length;
}

type Recorded = HealthCodeEntry & { memberId: number };

export async function recordChildren(ctx: AppContext, schoolId: number, range: Range, p: Recorded & { studentIds: number[] }) {
  checkDay(ctx, p.day);
  await allFound(ctx.db, p.studentIds, childrenOf(schoolId, range), 'studentIds');
  const entry = { day: p.day, color: p.color, note: p.note ?? null, source: 'manual' as const };
  return insertEntries(
    ctx.db,
    schoolId,
    p.memberId,
    p.studentIds.map((studentId) => ({ ...entry, person: { kind: 'child', studentId } })),
  );
}

export async function recordStaff(ctx: AppContext, schoolId: number, p: Recorded & { memberIds: number[] }) {
  checkDay(ctx, p.day);
  await allFound(ctx.db, p.memberIds, staffOf(schoolId), 'memberIds');
  const entry = { day: p.day, color: p.color, note: p.note ?? null, source: 'manual' as const };
  return insertEntries(
    ctx.db,
    schoolId,
    p.memberId,
    p.memberIds.map((memberId) => ({ ...entry, person: { kind: 'staff', memberId } })),
  );
}

const HISTORY = {
  id: h.id,
  day: sql<string>`to_char(${h.day}, 'YYYY-MM-DD')`,
  color: sql<HealthCodeColor>`${h.color}`,
  note: h.note,
  source: sql<'manual' | 'import'>`${h.source}`,
  enteredAt: h.createdAt,
  enteredBy: sql<string | null>`${by.realName}`,
  current: sql<boolean>`${h.id} = max(${h.id}) over (partition by ${h.day})`,
};
const HISTORY_LIST = selectList(HISTORY);
export type HistoryRow = RowOf<typeof HISTORY>;

/** Every entry of one person (a child of the range, or a member of the school; else not found), latest first. */
async function history(db: Db, schoolId: number, who: SQL, person: SQL, paging: { pageNum: number; pageSize: number }) {
  const [found] = await preparedRows<{ id: number }>(db, who);
  if (!found) throw notFound();
  const from = sql`from ${t} h left join ${members} by on ${by.institutionId} = ${schoolId} and ${by.id} = ${h.createdBy}
    where ${h.schoolId} = ${schoolId} and ${person}`;
  return pagedQuery<HistoryRow>(db, {
    ...paging,
    count: sql`select count(*)::int as n ${from}`,
    select: sql`select ${HISTORY_LIST}, count(*) over () as total ${from} order by ${h.day} desc, ${h.id} desc`,
  });
}

export function childHistory(db: Db, schoolId: number, range: Range, q: { studentId: number; pageNum: number; pageSize: number }) {
  const who = sql`select s.id from ${students} s where ${childrenWhere(schoolId, range)} and s.id = ${q.studentId}`;
  return history(db, schoolId, who, sql`${h.studentId} = ${q.studentId}`, q);
}

export function staffHistory(db: Db, schoolId: number, q: { memberId: number; pageNum: number; pageSize: number }) {
  // a departed member's entries stay readable
  const who = sql`select m.id from ${members} m where m.institution_id = ${schoolId} and m.id = ${q.memberId}`;
  return history(db, schoolId, who, sql`${h.memberId} = ${q.memberId}`, q);
}
