import { sql } from 'drizzle-orm';
import { pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, members, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import {
  type ColorFilter,
  c,
  childrenWhere,
  colorWhere,
  h,
  latestOf,
  m,
  nameWhere,
  type Range,
  STATUS,
  s,
  staffWhere,
} from './health-code-people.ts';

/** The per-day lists: each child or member with the entry of the day that counts. */

const CHILD = { studentId: s.id, studentName: s.name, clazzId: sql<number>`${s.classId}`, clazzName: c.name, ...STATUS };
const CHILD_LIST = selectList(CHILD);
export type ChildStatus = RowOf<typeof CHILD>;
export type ChildFilter = { day: string; clazzId?: number; color?: ColorFilter; name?: string; pageNum: number; pageSize: number };

export function childStatusPage(db: Db, schoolId: number, range: Range, f: ChildFilter) {
  const from = sql`from ${students} s join ${classes} c on ${c.schoolId} = ${schoolId} and ${c.id} = ${s.classId}
    ${latestOf(schoolId, f.day, sql`${s.id}`, 'student_id')}
    where ${childrenWhere(schoolId, range, f.clazzId)} ${colorWhere(f.color)} ${nameWhere(sql`${s.name}`, f.name)}`;
  return pagedQuery<ChildStatus>(db, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    count: sql`select count(*)::int as n ${from}`,
    select: sql`select ${CHILD_LIST}, count(*) over () as total ${from} order by ${c.sort}, ${c.id}, ${s.name}, ${s.id}`,
  });
}

const STAFF = { memberId: m.id, realName: m.realName, ...STATUS };
const STAFF_LIST = selectList(STAFF);
export type StaffStatus = RowOf<typeof STAFF>;
export type StaffFilter = { day: string; color?: ColorFilter; name?: string; pageNum: number; pageSize: number };

export function staffStatusPage(db: Db, schoolId: number, f: StaffFilter) {
  const from = sql`from ${members} m ${latestOf(schoolId, f.day, sql`${m.id}`, 'member_id')}
    where ${staffWhere(schoolId)} ${colorWhere(f.color)} ${nameWhere(sql`${m.realName}`, f.name)}`;
  return pagedQuery<StaffStatus>(db, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    count: sql`select count(*)::int as n ${from}`,
    select: sql`select ${STAFF_LIST}, count(*) over () as total ${from} order by ${m.realName}, ${m.id}`,
  });
}

const counted = {
  total: sql<number>`count(${s.id})::int`,
  green: sql<number>`(count(*) filter (where ${h.color} = 'green'))::int`,
  yellow: sql<number>`(count(*) filter (where ${h.color} = 'yellow'))::int`,
  red: sql<number>`(count(*) filter (where ${h.color} = 'red'))::int`,
  unchecked: sql<number>`(count(${s.id}) filter (where ${h.id} is null))::int`,
};
const CLAZZ = { clazzId: c.id, clazzName: c.name, ...counted };
export type ClazzCounts = RowOf<typeof CLAZZ>;

/** Each active class of the range on a day: its children in school, by the colour that counts, and those not checked. */
export function clazzCounts(db: Db, schoolId: number, range: Range, day: string) {
  return preparedRows<ClazzCounts>(
    db,
    sql`select ${selectList(CLAZZ)} from ${classes} c
      left join ${students} s on ${s.schoolId} = ${schoolId} and ${s.classId} = ${c.id} and ${s.status} = 1
      ${latestOf(schoolId, day, sql`${s.id}`, 'student_id')}
      where ${c.schoolId} = ${schoolId} and ${c.status} = 1 and ${inRange(sql`${c.id}`, range)}
      group by ${c.id}, ${c.name}, ${c.sort} order by ${c.sort}, ${c.id}`,
  );
}
