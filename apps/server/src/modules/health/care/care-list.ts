import type { CareRow } from '@kg/shared/modules/health/care/care-outputs';
import { count, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { careRecords, careTeacherEntries, careViews, classes, members, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

/** The list filters of care records (pageList and export share them). */
export interface CareFilter {
  day?: string | null;
  startDay?: string | null;
  endDay?: string | null;
  clazzId?: number;
  state?: 'ongoing' | 'finished';
  name?: string;
}

/** Every statement over care records reads the record as `r` and its child as `st`. */
export const r = alias(careRecords, 'r');
const st = alias(students, 'st');
const c = alias(classes, 'c');
const m = alias(members, 'm');
const rm = alias(members, 'rm');
const v = alias(careViews, 'v');
const e = alias(careTeacherEntries, 'e');

/** School and class range first, then the filters; a day means "under care that day", a range "overlapping it". */
export function careWhere(schoolId: number, range: number[] | null, f: CareFilter): SQL {
  const parts: SQL[] = [sql`${r.schoolId} = ${schoolId}`, inRange(sql`${r.classId}`, range)];
  if (f.day) parts.push(sql`${f.day}::date between ${r.startDay} and ${r.endDay}`);
  if (f.startDay) parts.push(sql`${r.endDay} >= ${f.startDay}::date`);
  if (f.endDay) parts.push(sql`${r.startDay} <= ${f.endDay}::date`);
  if (f.clazzId) parts.push(sql`${r.classId} = ${f.clazzId}`);
  if (f.state) parts.push(sql`${r.state} = ${f.state}`);
  if (f.name) parts.push(sql`${st.name} ilike ${containsPattern(f.name)}`);
  return sql.join(parts, sql` and `);
}

const CARE = {
  id: r.id,
  studentId: r.studentId,
  studentName: st.name,
  clazzId: r.classId,
  clazzName: sql<string>`coalesce(${c.name}, '')`,
  condition: r.condition,
  startDay: r.startDay,
  endDay: r.endDay,
  needs: r.needs,
  medicines: sql<CareRow['medicines']>`${r.medicines}`,
  remindTimes: r.remindTimes,
  state: sql<CareRow['state']>`${r.state}`,
  createdByName: sql<string>`coalesce(${m.realName}, '')`,
  createdAt: r.createdAt,
  remindMembers: sql<CareRow['remindMembers']>`coalesce((select json_agg(json_build_object('id', ${rm.id}, 'name', ${rm.realName})
      order by ${rm.realName}) from ${members} rm where ${rm.institutionId} = ${r.schoolId} and ${rm.id} = any(${r.remindMemberIds})), '[]')`,
  viewCount: sql<number>`(select count(*)::int from ${careViews} v where ${v.schoolId} = ${r.schoolId} and ${v.recordId} = ${r.id})`,
  entryCount: sql<number>`(select count(*)::int from ${careTeacherEntries} e where ${e.schoolId} = ${r.schoolId} and ${e.recordId} = ${r.id})`,
};
export type CareListRow = RowOf<typeof CARE>;
// lists, the export and the detail answer these rows as the shared CareRow: a renamed or retyped column fails here
export const asCareRow = (row: CareListRow): CareRow => row;

/** One care record as lists and the detail answer it (alias r; the caller adds WHERE and ORDER). */
export const CARE_SELECT = sql`select ${selectList(CARE)}
  from ${careRecords} r
  join ${students} st on ${st.schoolId} = ${r.schoolId} and ${st.id} = ${r.studentId}
  left join ${classes} c on ${c.schoolId} = ${r.schoolId} and ${c.id} = ${r.classId}
  left join ${members} m on ${m.institutionId} = ${r.schoolId} and ${m.id} = ${r.createdBy}`;
const COUNT_FROM = sql`from ${careRecords} r join ${students} st on ${st.schoolId} = ${r.schoolId} and ${st.id} = ${r.studentId}`;
const COUNTED = { n: count() };

// ongoing care first: it is what the health teacher acts on today
const ORDER = sql`order by (${r.state} = 'ongoing') desc, ${r.startDay} desc, ${r.id} desc`;

export function listCare(db: Db, schoolId: number, range: number[] | null, f: CareFilter & { pageNum: number; pageSize: number }) {
  const where = careWhere(schoolId, range, f);
  return pagedQuery<CareListRow>(db, {
    select: sql`select x.*, count(*) over () as total from (${CARE_SELECT} where ${where}) x
      order by (x.state = 'ongoing') desc, x.${sql.identifier('startDay')} desc, x.id desc`,
    count: sql`select count(*) as n ${COUNT_FROM} where ${where}`,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  });
}

export async function countCare(db: Db, schoolId: number, range: number[] | null, f: CareFilter): Promise<number> {
  const [row] = await preparedRows<RowOf<typeof COUNTED>>(
    db,
    sql`select ${selectList(COUNTED)} ${COUNT_FROM} where ${careWhere(schoolId, range, f)}`,
  );
  return row.n;
}

/** Every matching record in list order, a page of 500 at a time (the export). */
export async function* allCare(db: Db, schoolId: number, range: number[] | null, f: CareFilter): AsyncGenerator<CareRow> {
  const where = careWhere(schoolId, range, f);
  for (let offset = 0; ; offset += 500) {
    const rows = await preparedRows<CareListRow>(db, sql`${CARE_SELECT} where ${where} ${ORDER} limit 500 offset ${offset}`);
    yield* rows.map(asCareRow);
    if (rows.length < 500) return;
  }
}
