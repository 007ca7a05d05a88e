import { type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

export type Runner = Pick<Db, 'execute'>;

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
  return sql`st.school_id = ${schoolId} and st.status = 1 and ${inRange(sql`st.class_id`, range)}
    ${f.clazzId ? sql`and st.class_id = ${f.clazzId}` : sql``}
    ${f.name ? sql`and st.name ilike ${containsPattern(f.name)}` : sql``}`;
}

/** Columns of a listed child, from `st` (students) and `c` (its class). */
export const CHILD_COLUMNS = sql`st.id as "studentId", st.name, st.gender, st.class_id as "clazzId", c.name as "clazzName"`;
export const CHILD_FROM = sql`students st left join classes c on c.school_id = st.school_id and c.id = st.class_id`;

export type ChildOfList = {
  studentId: number;
  name: string;
  gender: number;
  clazzId: number | null;
  clazzName: string | null;
};

/** One child of the school within the caller's classes; anything else is "not found" (404). */
export async function visibleChild(db: Runner, schoolId: number, range: number[] | null, id: number): Promise<ChildOfList> {
  const r = await db.execute<ChildOfList>(
    sql`select ${CHILD_COLUMNS} from ${CHILD_FROM} where st.school_id = ${schoolId} and st.id = ${id}`,
  );
  const child = r.rows[0];
  if (!child || !classInRange(range, child.clazzId)) throw notFound();
  return child;
}

const LIST_ORDER = sql`st.class_id, st.name, st.id`;

/** A page of the children matching `where` (over `st`), each with `records` (a JSON column) as `as`. */
export function pagedChildren<R>(db: Db, where: SQL, records: SQL, as: string, q: { pageNum: number; pageSize: number }) {
  return pagedQuery<ChildOfList & R>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from students st where ${where}`,
    select: (cut) => sql`with pg as (select st.*, count(*) over () as total from students st where ${where} order by ${LIST_ORDER} ${cut})
      select ${CHILD_COLUMNS}, ${records} as ${sql.identifier(as)}, st.total
      from pg st left join classes c on c.school_id = st.school_id and c.id = st.class_id order by ${LIST_ORDER}`,
  });
}

/** Every child matching `where` with its `records` as `as`, in list order, a batch at a time (the exports). */
export async function* batchedChildren<R>(db: Runner, where: SQL, records: SQL, as: string, batch = 1000) {
  for (let offset = 0; ; offset += batch) {
    const r = await db.execute<ChildOfList & R>(sql`select ${CHILD_COLUMNS}, ${records} as ${sql.identifier(as)}
      from ${CHILD_FROM} where ${where} order by ${LIST_ORDER} limit ${batch} offset ${offset}`);
    if (r.rows.length) yield r.rows;
    if (r.rows.length < batch) return;
  }
}

export const countChildren = async (db: Runner, where: SQL) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from students st where ${where}`)).rows[0].n;
