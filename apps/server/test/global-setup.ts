import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../src/db/pool.ts';
import { installQueue } from '../src/platform/jobs/index.ts';
import { loadReference } from '../src/platform/reference/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { loadRegions } from '../src/seed/regions.ts';

export const TEMPLATE_DB = 'kg_template';

let server: EmbeddedServer | null = null;
let dir: string | null = null;

/**
 * One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL's server), and one
 * migrated template database holding the demo data; each test file clones it.
 */
export async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL ?? null;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-pg-'));
    fs.chmodSync(dir, 0o755);
    server = await startEmbeddedPostgres(path.join(dir, 'pg'));
    adminUrl = server.url('postgres');
  }
  const admin = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
  // A throwaway cluster need not survive a crash, so nothing waits on flushes to disk: dropping
  // each file's database took 1.4 s with them and 0.1 s without on a busy machine, and every
  // commit waits too. Only our own server: TEST_DATABASE_URL's stays as its owner set it.
  if (server) {
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) await admin.pool.query(`alter system set ${setting} = off`);
    await admin.pool.query('select pg_reload_conf()');
  }
  await admin.pool.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.pool.query(`create database ${TEMPLATE_DB}`);
  await admin.pool.end();
  const templateUrl = adminUrl.replace(/\/[^/?]*(\?|$)/, `/${TEMPLATE_DB}$1`);
  const { pool, db } = createPool(templateUrl, 4, MAINTENANCE_TIMEOUTS);
  await runMigrations(db);
  // pg-boss's schema once here (every test database cloned from the template has the queue), the
  // regions and the reference data: different tables, loaded side by side (the queue and the
  // regions finish within the reference data's time). The demo data reads the reference data.
  await Promise.all([installQueue(db), loadRegions(db), loadReference(db, loadConfig().referenceDir)]);
  await seedDemo(db);
  await pool.end();
  project.provide('pgAdminUrl', adminUrl);
}

export async function teardown() {
  if (server) await server.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
