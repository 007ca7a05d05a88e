import { type SQL, sql } from 'drizzle-orm';
import { page } from '../../core/envelope.ts';
import type { Db } from '../../db/pool.ts';

/** LIKE wildcards in a user's search text are literal. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `%text%` for ILIKE, wildcards escaped. */
export const containsPattern = (s: string) => `%${likeEscape(s)}%`;

/**
 * One paged list (domain §9) in one statement that selects `count(*) over () as total`.
 * `select` is either the query (ending with its ORDER BY; LIMIT/OFFSET are appended) or
 * `(cut) => query` placing `cut` where the page is cut (e.g. inside a CTE, so only the page's
 * rows get their details). Past the last page the total comes from `count` (selecting `n`).
 */
export async function pagedQuery<T>(
  db: Pick<Db, 'execute'>,
  q: { select: SQL | ((cut: SQL) => SQL); count: SQL; pageNum: number; pageSize: number },
) {
  const cut = sql`limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`;
  const r = await db.execute(typeof q.select === 'function' ? q.select(cut) : sql`${q.select} ${cut}`);
  const rows = r.rows as (T & { total: number | string })[];
  let total = rows.length ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.pageNum > 1) {
    const c = await db.execute(q.count);
    total = Number((c.rows[0] as { n: number | string }).n);
  }
  return page(
    rows.map(({ total: _t, ...row }) => row as unknown as T),
    total,
    q.pageNum,
    q.pageSize,
  );
}

/**
 * A list of ids as ONE bigint[] parameter (`= any(${idArray(ids)})`, `unnest(...)`): drizzle
 * expands a bare JS array into `($1, $2, …)`, which is not an array for PostgreSQL.
 */
export const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::bigint[]`;
