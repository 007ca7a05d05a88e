import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

// bigint columns (ids, counts) arrive as JS numbers; ids stay below 2^53 by design (DESIGN §4).
pg.types.setTypeParser(20, (v) => Number(v));
// dates stay as 'YYYY-MM-DD' strings: no timezone shifting of birthdays.
pg.types.setTypeParser(1082, (v) => v);

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createPool(url: string, max = 20): { pool: pg.Pool; db: Db } {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover, Ctrl-C reaching PostgreSQL
  // first) must not crash the process; the pool replaces it on next use.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzle(pool, { schema }) as Db;
  return { pool, db };
}
