import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pgClient from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedServer, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { buildWebIfStaleAsync } from '../scripts/web-build.mjs';
import { findChromium } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
let server: ChildProcess | null = null;
let dataDir: string | null = null;
let pg: EmbeddedServer | null = null;
let starting: Promise<void> | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The product as `npm start` runs it: built web app, embedded PostgreSQL, demo data. The database
 * is ready when this returns; the web build and the server start continue in the background while
 * the first browser file's Vitest starts (npm test runs it beside the other projects' run), and launch() in browser.ts waits for
 * the server's health before a browser file starts.
 */
export async function setup(project: TestProject) {
  project.provide('chromium', findChromium() ?? '');
  if (!findChromium()) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  // PostgreSQL runs here rather than inside the server, so the tests can reach the database
  // (set up states the demo data lacks, read the codes the SMS provider recorded).
  pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  const admin = new pgClient.Client({ connectionString: pg.url('postgres') });
  await admin.connect();
  await admin.query('create database kindergarten');
  await admin.end();
  const databaseUrl = pg.url('kindergarten');
  const port = await freePort();
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('pgUrl', databaseUrl);
  starting = startServer(port, databaseUrl, dataDir).catch((e: Error) => {
    console.error(`The e2e server did not start: ${e.message}`);
  });
}

async function startServer(port: number, databaseUrl: string, dir: string): Promise<void> {
  await buildWebIfStaleAsync();
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // every test signs in from 127.0.0.1: the per-address cap of the public calls would trip
      RATE_LIMIT_PUBLIC: '2000',
      // a school's whole child list (~150) runs as a background job; a class's export (~50) still streams
      EXPORT_JOB_ROWS: '100',
      // the seeded week of attendance is what the journeys read: no year of it filling in behind them
      DEMO_YEAR: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null) throw new Error('the server exited during start');
    if (Date.now() > deadline) throw new Error('the server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function teardown() {
  await starting;
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGINT');
    await exited;
  }
  if (pg) await pg.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
    /** The e2e server's database (tests may read and prepare rows directly). */
    pgUrl: string;
  }
}
