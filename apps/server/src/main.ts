import path from 'node:path';
import { buildApp } from './app.ts';
import { createContext } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded.ts';
import { isEmpty, runMigrations } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed/demo.ts';
import { loadRegions } from './seed/regions.ts';

const started = Date.now();
const config = loadConfig();

let embedded: EmbeddedServer | null = null;
let url = config.databaseUrl;
if (!url) {
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  const admin = createPool(embedded.url('postgres'), 1);
  const exists = await admin.pool.query(`select 1 from pg_database where datname = 'kindergarten'`);
  if (exists.rowCount === 0) await admin.pool.query('create database kindergarten');
  await admin.pool.end();
  url = embedded.url('kindergarten');
}

const { pool, db } = createPool(url);
await runMigrations(db);
await loadRegions(db);
const ctx = await createContext(config, db);
const app = await buildApp(ctx, { logger: { level: config.logLevel } });

if (config.seedDemo && (await isEmpty(db))) {
  const t = Date.now();
  await seedDemo(db);
  app.log.info({ ms: Date.now() - t }, 'demo data loaded');
  console.log('\nDemo accounts:');
  console.table(DEMO_ACCOUNTS.map((a) => ({ role: a.role, phone: a.phone, password: a.password, institution: a.institution })));
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // PostgreSQL may get the same Ctrl-C and close our idle connections first: expected now.
  pool.removeAllListeners('error');
  pool.on('error', () => {});
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await pool.end();
    if (embedded) await embedded.stop();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ ms: Date.now() - started, port: config.port, embedded: Boolean(embedded) }, 'ready');
console.log(`\nKindergarten back office: http://localhost:${config.port}  (API docs: /api/docs)`);
