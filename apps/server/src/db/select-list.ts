import type { Column, GetColumnData, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { queryText } from '../core/sql-text.ts';

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

/** A column of an outer-joined table in a select list: typed with null, as the join may find no row. */
export const joined = <C extends Column>(column: C) => sql<GetColumnData<C> | null>`${column}`;

/**
 * Schema-named SQL without values (a select list, a FROM with its joins, an ORDER BY) as plain
 * text, rendered once when the module loads. For hot lists: core/sql-text.ts joins a column chunk
 * in a microsecond or two on every request, some 200 µs for a list of sixty columns, where the
 * same text written out costs next to nothing.
 */
export function renderedOnce(q: SQL | Column): SQL {
  const { text, values } = queryText(sql`${q}`);
  if (values.length) throw new Error(`renderedOnce: the fragment has values: ${text}`);
  return sql.raw(text);
}
