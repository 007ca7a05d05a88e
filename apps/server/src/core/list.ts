import type { PageOf } from '@kg/shared/contract/outputs';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { preparedRows } from './prepared.ts';

/** LIKE wildcards in a user's search text are literal. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `%text%` for ILIKE, wildcards escaped. */
export const containsPattern = (s: string) => `%${likeEscape(s)}%`;

export interface PagedQuery {
  /**
   * The rows, selecting `count(*) over () as total`: either the query (ending with its ORDER
   * BY; LIMIT/OFFSET are appended) or `(cut) => query` placing `cut` where the page is cut
   * (inside a CTE, so only the page's rows get their details).
   */
  select: SQL | ((cut: SQL) => SQL);
  /** The total alone (selecting `n`), asked only past the last page. */
  count: SQL;
  pageNum: number;
  pageSize: number;
}

/**
 * One paged list (domain §9): rows and total in one round trip, as a prepared statement. `map`
 * turns a stored row into the answered one in the same pass that drops the window's total
 * (a hot list copies each row once, not twice).
 */
export async function pagedQuery<T, R = T>(
  db: Pick<Db, 'execute'> & { $client?: Db['$client'] },
  q: PagedQuery,
  map?: (row: T) => R,
): Promise<PageOf<R>> {
  const cut = sql`limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`;
  const rows = await preparedRows<T & { total: number | string }>(
    db,
    typeof q.select === 'function' ? q.select(cut) : sql`${q.select} ${cut}`,
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.pageNum > 1) {
    const [c] = await preparedRows<{ n: number | string }>(db, q.count);
    total = Number(c.n);
  }
  const list = rows.map(({ total: _t, ...row }) => (map ? map(row as T) : (row as unknown as R)));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}
