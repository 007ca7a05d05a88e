import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { queryText } from './sql-text.ts';

const names = new Map<string, string>();

/** One statement name per SQL text: a list's filter shapes each get their own. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < 5_000) names.set(text, name);
  }
  return name;
}

/**
 * Runs a query as a named prepared statement: PostgreSQL parses and plans each shape once per
 * connection instead of on every call, which is most of a short list query's cost. Inside a
 * transaction (no pool client at hand) it runs as usual.
 */
export async function preparedRows<T>(db: Pick<Db, 'execute'> & { $client?: Db['$client'] }, query: SQL): Promise<T[]> {
  if (!db.$client) return (await db.execute(query)).rows as T[];
  const { text, values } = queryText(query);
  const r = await db.$client.query({ name: nameOf(text), text, values });
  return r.rows as T[];
}
