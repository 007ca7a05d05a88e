import { Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export interface QueryText {
  text: string;
  values: unknown[];
}

const dialect = new PgDialect();

/**
 * Appends one SQL's chunks; false when a chunk is not plain SQL text, a nested SQL or a value
 * (a table, a column, a spread array, a placeholder), which drizzle renders.
 */
function append(q: SQL, out: { text: string; values: unknown[] }): boolean {
  // private in drizzle's types: set by sql.inlineParams(), which only drizzle renders
  if ((q as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of q.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) {
      const v = chunk.value;
      out.text += v.length === 1 ? v[0] : v.join('');
    } else if (chunk instanceof SQL) {
      if (!append(chunk, out)) return false;
    } else if (chunk === undefined) {
      // drizzle renders a missing chunk as nothing
    } else if (chunk === null || typeof chunk !== 'object' || chunk instanceof Date) {
      out.values.push(chunk);
      out.text += `$${out.values.length}`;
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false;
      const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (mapped instanceof SQL) return false;
      out.values.push(mapped);
      out.text += `$${out.values.length}`;
    } else return false;
  }
  return true;
}

/**
 * The text and values of a query, as drizzle's PgDialect renders them. Request queries are
 * plain `sql` templates of text, nested templates and values: those are joined here directly,
 * a tenth of drizzle's general walk (its entity checks, a tracing span and two copies per
 * nested template) on every request; anything else goes through the dialect.
 */
export function queryText(query: SQL): QueryText {
  const out = { text: '', values: [] as unknown[] };
  if (append(query, out)) return out;
  const r = dialect.sqlToQuery(query);
  return { text: r.sql, values: r.params as unknown[] };
}
