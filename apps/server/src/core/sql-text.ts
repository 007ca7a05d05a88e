import { Column, Name, Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export interface QueryText {
  text: string;
  values: unknown[];
}

const dialect = new PgDialect();
// drizzle's own keys on a table (Table.Symbol, not in its types)
const TABLE_NAME = Symbol.for('drizzle:Name');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `"table"."column"` (with its schema unless aliased), as drizzle writes a column; null for a column named from its key. */
function columnText(c: Column): string | null {
  if (c.keyAsName) return null;
  const table = c.table as unknown as Record<symbol, unknown>;
  const schema = table[TABLE_SCHEMA] as string | undefined;
  const name = `${quoted(table[TABLE_NAME] as string)}.${quoted(c.name)}`;
  return schema === undefined || table[IS_ALIAS] ? name : `${quoted(schema)}.${name}`;
}

/**
 * Appends one SQL's chunks; false when a chunk is not plain SQL text, a nested SQL, a name, a
 * column or a value (a table, a spread array, a placeholder), which drizzle renders.
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
    } else if (chunk instanceof Name) {
      out.text += quoted(chunk.value);
    } else if (chunk instanceof Column) {
      const text = columnText(chunk);
      if (text === null) return false;
      out.text += text;
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
 * `sql` templates of text, nested templates, names, columns (db/select-list.ts) and values: those
 * are joined here directly,
 * a tenth of drizzle's general walk (its entity checks, a tracing span and two copies per
 * nested template) on every request; anything else goes through the dialect.
 */
export function queryText(query: SQL): QueryText {
  const out = { text: '', values: [] as unknown[] };
  if (append(query, out)) return out;
  const r = dialect.sqlToQuery(query);
  return { text: r.sql, values: r.params as unknown[] };
}
