import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

export type Runner = Pick<Db, 'execute' | 'select'>;

/** The child `st` and its class `c`: every list here reads them under these names. */
export const st = alias(students, 'st');
const c = alias(classes, 'c');

/** What both record areas filter children by. */
export interface ChildFilter {
  clazzId?: number;
  name?: string;
}

/**
 * Children in school (status 1) of the caller's classes, narrowed by class and name: the base of
 * every list here. A class outside the range simply matches nobody.
 */
export function childWhere(schoolId: number, range: number[] | null, f: ChildFilter): SQL {
  return sql`${st.schoolId} = ${schoolId} and ${st.status} = 1 and ${inRange(sql`${st.classId}`, range)}
    ${f.clazzId ? sql`and ${st.classId} = ${f.clazzId}` : sql``}
    ${f.name ? sql`and ${st.name} ilike ${containsPattern(f.name)}` : sql``}`;
}

/** A listed child, from `st` (students) and `c` (its class). */
// the class is left-joined: its name may be missing
const CHILD = { studentId: st.id, name: st.name, gender: st.gender, clazzId: st.classId, clazzName: sql<string | null>`${c.name}` };
export type ChildOfList = RowOf<typeof CHILD>;
export const CHILD_COLUMNS = selectList(CHILD);
export const CHILD_FROM = sql`${students} st left join ${classes} c on ${c.schoolId} = ${st.schoolId} and ${c.id} = ${st.classId}`;
export const LIST_ORDER = sql`${st.classId}, ${st.name}, ${st.id}`;

/** One child of the school within the caller's classes; anything else is "not found" (404). */
export async function visibleChild(db: Runner, schoolId: number, range: number[] | null, id: number): Promise<ChildOfList> {
  const [child] = await db
    .select(CHILD)
    .from(st)
    .leftJoin(c, and(eq(c.schoolId, st.schoolId), eq(c.id, st.classId)))
    .where(and(eq(st.schoolId, schoolId), eq(st.id, id)));
  if (!child || !classInRange(range, child.clazzId)) throw notFound();
  return child;
}

/** A page of the children matching `where` (over `st`), each with `records` (a JSON column) as `as`. */
export function pagedChildren<R>(db: Db, where: SQL, records: SQL, as: string, q: { pageNum: number; pageSize: number }) {
  return pagedQuery<ChildOfList & R>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${students} st where ${where}`,
    select: (
      cut,
    ) => sql`with pg as (select st.*, count(*) over () as total from ${students} st where ${where} order by ${LIST_ORDER} ${cut})
      select ${CHILD_COLUMNS}, ${records} as ${sql.identifier(as)}, st.total
      from pg st left join ${classes} c on ${c.schoolId} = ${st.schoolId} and ${c.id} = ${st.classId} order by ${LIST_ORDER}`,
  });
}

/** Every child matching `where` with its `records` as `as`, in list order, a batch at a time (the exports). */
export async function* batchedChildren<R>(db: Runner, where: SQL, records: SQL, as: string, batch = 1000) {
  for (let offset = 0; ; offset += batch) {
    const rows = await preparedRows<ChildOfList & R>(
      db,
      sql`select ${CHILD_COLUMNS}, ${records} as ${sql.identifier(as)}
      from ${CHILD_FROM} where ${where} order by ${LIST_ORDER} limit ${batch} offset ${offset}`,
    );
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export const countChildren = async (db: Runner, where: SQL) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(st).where(where))[0].n;
