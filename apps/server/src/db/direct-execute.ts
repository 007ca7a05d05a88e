import { DrizzleQueryError, type SQLWrapper, sql } from 'drizzle-orm';
import pg from 'pg';
import { queryText } from '../core/sql-text.ts';

/** Types drizzle's node-postgres driver leaves as PostgreSQL's text (timestamps, dates, intervals and their arrays). */
const AS_TEXT = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (v: string) => v;
/** The type parsers of a drizzle `execute`, so its rows stay the same value for value. */
export const DRIZZLE_TYPES = {
  getTypeParser: (id: number, format?: 'text' | 'binary') => (AS_TEXT.has(id) ? asText : pg.types.getTypeParser(id, format as 'text')),
};

type Execute = (query: SQLWrapper | string) => Promise<pg.QueryResult>;

/**
 * `db.execute` straight to the pool: drizzle renders the query and builds a prepared-query object
 * and its type parsers on every call (much of a short read's CPU); this joins the text
 * (core/sql-text.ts) and runs it with the same type parsers, answering the same result and failing
 * with the same DrizzleQueryError (its cause the driver's error, as db-faults reads it).
 * Transactions keep drizzle's own path.
 */
export function directExecute(pool: pg.Pool): Execute {
  return async (query) => {
    const { text, values } = queryText(typeof query === 'string' ? sql.raw(query) : query.getSQL());
    try {
      return await pool.query({ text, values, types: DRIZZLE_TYPES } as pg.QueryConfig);
    } catch (err) {
      throw new DrizzleQueryError(text, values as never[], err as Error);
    }
  };
}
