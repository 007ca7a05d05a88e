import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/core/context.ts';
import { createPool, type Db, MAINTENANCE_TIMEOUTS } from '../src/db/pool.ts';

const TEMPLATE_DB = 'kg_template';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  close: () => Promise<void>;
}

/**
 * A fresh database cloned from the migrated, demo-seeded template, and an app on it.
 * `config` overrides configuration, e.g. `{ filesDir: <a temp dir> }` for tests that store files.
 */
export async function createTestApp(
  overrides: Partial<AppContext> = {},
  opts: BuildOptions = {},
  config: Partial<Config> = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  // cloning and dropping databases may outlast a request's statement timeout on a busy machine
  const admin = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
  await admin.pool.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.pool.end();
  const { pool, db } = createPool(adminUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`), 5);
  // each app its own data folder (files, the audit anchor key and anchors): an anchor one app signs
  // (the hourly job) would otherwise be checked against every later app's chain
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-data-'));
  // no session cache unless a test asks: its invalidation is asynchronous (core/session-cache.test.ts covers it)
  const cfg = {
    ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent-web' }),
    logLevel: 'silent',
    sessionCacheMs: 0,
    // every answer is also checked against its zod output schema (core/response-serializer.ts)
    checkResponses: true,
    // the job queue sends but never polls unless a test starts it (ctx.jobs.start())
    jobWorkers: false,
    ...config,
  };
  const ctx = await createContext(cfg, db, overrides);
  const app = await buildApp(ctx, opts);
  await app.ready();
  return {
    app,
    db,
    ctx,
    close: async () => {
      await app.close();
      await pool.end();
      const drop = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
      await drop.pool.query(`drop database if exists ${name} with (force)`);
      await drop.pool.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The calls: typed by declaration (typed-call.ts), by literal path (call-path.ts), and sign-ins (sign-in.ts)
export * from './call-path.ts';
export * from './sign-in.ts';
export * from './typed-call.ts';
