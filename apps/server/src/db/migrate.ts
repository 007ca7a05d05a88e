import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { checkApplied, type MigrationLog } from './applied-check.ts';
import { MIGRATIONS_DIR, readMigrations } from './migration-files.ts';
import type { Db } from './pool.ts';

// Several instances may start at once against one database: only one migrates at a time.
const MIGRATION_LOCK = 7_231_001;

const consoleLog: MigrationLog = { warn: (m) => console.warn(m), error: (m) => console.error(m) };

/** Applies new migrations after checking the applied ones are unchanged (applied-check.ts). */
export async function runMigrations(db: Db, log: MigrationLog = consoleLog): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await checkApplied(client, readMigrations(MIGRATIONS_DIR), log);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const r = await db.execute(sql`select count(*)::int as n from institutions`);
  return (r.rows[0] as { n: number }).n === 0;
}
