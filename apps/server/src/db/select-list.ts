import type { Column, GetColumnData, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** A field of a select list: a schema column, or an expression typed with sql<T>. */
export type Field = Column | SQL<unknown>;

/** The row a select list yields: a column's type (with null unless the column is not null), an sql<T> field's T. */
export type RowOf<F extends Record<string, Field>> = {
  [K in keyof F]: F[K] extends Column ? GetColumnData<F[K]> : F[K] extends SQL<infer T> ? T : never;
};

/**
 * `column as "key", …` for a raw sql template (pagedQuery's lists, CTEs), so its rows are typed
 * from the schema with RowOf instead of by hand. Build it once per module: it costs nothing per call.
 */
export function selectList(fields: Record<string, Field>): SQL {
  return sql.join(
    Object.entries(fields).map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
    sql`, `,
  );
}
