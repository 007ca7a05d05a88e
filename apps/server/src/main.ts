import path from 'node:path';
import { buildApp } from './app.ts';
import { createContext } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { detachLibrarySignalHandlers, type EmbeddedServer, startEmbeddedPostgres } from './db/embedded.ts';
import { isEmpty, runMigrations } from './db/migrate.ts';
import { createPool, endPool, MAINTENANCE_TIMEOUTS } from './db/pool.ts';
import { enqueueDemoYear } from './modules/attendance/index.ts';
import { installQueue } from './platform/jobs/index.ts';
import { loadReference } from './platform/reference/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed/demo.ts';
import { loadRegions } from './seed/regions.ts';

const started = Date.now();
const config = loadConfig();

let embedded: EmbeddedServer | null = null;
let pgEvents = (m: string) => console.warn(m);
let url = config.databaseUrl;
// A signal while starting (migrations, demo data): stop PostgreSQL, do not leave it orphaned.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const whileStarting = () => {
  const stop = embedded ? embedded.stop(2_500) : Promise.resolve();
  void stop.finally(() => process.exit(1));
};
for (const sig of SIGNALS) process.on(sig, whileStarting);
if (!url) {
  detachLibrarySignalHandlers();
  // PostgreSQL's own output stays out of the log; its supervision events (exit, restart) go in
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), undefined, (m) => pgEvents(m));
  const admin = createPool(embedded.url('postgres'), 1, MAINTENANCE_TIMEOUTS);
  const exists = await admin.pool.query(`select 1 from pg_database where datname = 'kindergarten'`);
  if (exists.rowCount === 0) await admin.pool.query('create database kindergarten');
  await admin.pool.end();
  url = embedded.url('kindergarten');
}

// Migrations and the demo seed may run long statements: their own pool, without request timeouts.
const maintenance = createPool(url, 2, MAINTENANCE_TIMEOUTS);
await runMigrations(maintenance.db);
await installQueue(maintenance.db);
await loadRegions(maintenance.db);
const references = await loadReference(maintenance.db, config.referenceDir);
const { pool, db, outage } = createPool(url);
const ctx = await createContext(config, db);
const app = await buildApp(ctx, { logger: { level: config.logLevel } });
outage.log = app.log;
pgEvents = (m) => app.log.warn(m);
for (const r of references) {
  if (r.outcome === 'missing') app.log.warn({ dataset: r.dataset, file: r.file }, `reference data not found: ${r.file}; its pages say so`);
  else if (r.outcome === 'refused')
    app.log.error({ dataset: r.dataset, file: r.file }, `reference data refused: ${r.file} does not match its SHA-256 checksum`);
  else {
    if (r.unverified) app.log.warn({ dataset: r.dataset, file: r.file }, `reference data ${r.file} differs from its SHA-256 checksum`);
    app.log.info(r, `reference data ${r.dataset}: ${r.rows} rows, ${r.unreadable} cells unreadable`);
  }
}

if (config.seedDemo && (await isEmpty(db))) {
  const t = Date.now();
  await seedDemo(maintenance.db, { filesDir: config.filesDir });
  app.log.info({ ms: Date.now() - t }, 'demo data loaded');
  // the demo's year of attendance beyond the seeded week, in the background (progress on the jobs page)
  if (config.demoYear) await enqueueDemoYear(ctx);
  console.log('\nDemo accounts:');
  console.table(DEMO_ACCOUNTS.map((a) => ({ role: a.role, phone: a.phone, password: a.password, institution: a.institution })));
}
await maintenance.pool.end();
// after the modules defined their job kinds and schedules; JOB_WORKERS=0 leaves an instance sending only
if (config.jobWorkers) await ctx.jobs.start();

/** Exit deadline, below the 10 s after which process managers (and impatient people) kill -9. */
const SHUTDOWN_MS = 8_000;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // from here PostgreSQL going away is expected: no restart, no outage lines
  embedded?.unsupervise();
  outage.stop();
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.warn({ signal }, 'shutdown deadline passed: exiting now');
    process.exit(1);
  }, SHUTDOWN_MS);
  force.unref();
  try {
    // in-flight requests are bounded by the database timeouts; a stalled database must not hold the exit
    await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
    await endPool(pool, 1_500);
    if (embedded) await embedded.stop(2_500);
  } finally {
    process.exit(0);
  }
}
for (const sig of SIGNALS) {
  process.removeListener(sig, whileStarting);
  process.on(sig, () => void shutdown(sig));
}

await app.listen({ port: config.port, host: config.host });
app.log.info({ ms: Date.now() - started, port: config.port, embedded: Boolean(embedded) }, 'ready');
console.log(`\nKindergarten back office: http://localhost:${config.port}  (API docs: /api/docs)`);
