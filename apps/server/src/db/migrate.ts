import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './pool.ts';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
// Several instances may start at once against one database: only one migrates at a time.
const MIGRATION_LOCK = 7_231_001;

export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const r = await db.execute(sql`select count(*)::int as n from institutions`);
  return (r.rows[0] as { n: number }).n === 0;
}
