// Garden list benchmark: `node --import tsx bench/garden-children.ts`. Not run by the tests.
// Loads 50 schools × 500 children (with guardians) and 1,000 staff into a fresh embedded
// PostgreSQL, then measures with autocannon the paged child list with a name filter and the
// class tree (requests/s, p50/p99 at 50 connections), next to the same SQL run alone through
// node-postgres with the same concurrency and pool size, and next to the HTTP floor (the same
// prepared SQL behind a bare node:http server, http-floor.ts), and prints both ratios.
import { fork } from 'node:child_process';
import path from 'node:path';
import { ALL_SCHOOL_CODES } from '@kg/shared';
import autocannon from 'autocannon';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { AppContext, SessionInfo } from '../apps/server/src/core/context.ts';
import { hashPassword } from '../apps/server/src/core/password.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { childList } from '../apps/server/src/modules/garden/children/child-list.ts';
import { listClasses } from '../apps/server/src/modules/garden/classes/class-data.ts';
import { classOptions } from '../apps/server/src/modules/garden/classes/class-option-data.ts';
import { listStaff } from '../apps/server/src/modules/garden/staff/staff-list-service.ts';
import { BENCH_PHONE, loadGardenData } from './garden-load.ts';
import { benchDatabase, postJson, signedHeaders, signIn, startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The server's pool size (db/pool.ts default): the SQL-alone run gets the same. */
const POOL = 20;
const NAME = process.env.BENCH_NAME ?? '王';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}
const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms`;

/** The SQL a list function sends, captured instead of run (drizzle's own rendering). */
async function capture(run: (ctx: AppContext) => Promise<unknown>): Promise<{ text: string; values: unknown[] }> {
  const dialect = new PgDialect();
  let got: { text: string; values: unknown[] } | null = null;
  const db = {
    execute: async (q: SQL) => {
      const r = dialect.sqlToQuery(q);
      got ??= { text: r.sql, values: r.params };
      return { rows: [] };
    },
  };
  await run({ db, now: () => new Date() } as unknown as AppContext);
  return got!;
}

/**
 * `connections` callers loop over one query for `seconds` on a pool of POOL connections, as a
 * named prepared statement like the server's lists (core/prepared.ts): the SQL at its best.
 */
async function sqlAlone(pool: pg.Pool, q: { text: string; values: unknown[] }, seconds: number, connections: number): Promise<Figures> {
  const name = `bench_${Math.random().toString(36).slice(2)}`;
  const lat: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await pool.query({ name, text: q.text, values: q.values });
        lat.push(performance.now() - t0);
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const at = (p: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))];
  return { rps: lat.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** The same prepared SQL behind a bare HTTP server in its own process (http-floor.ts). */
async function httpFloor(dbUrl: string, q: { text: string; values: unknown[] }): Promise<Figures> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = fork(path.join(import.meta.dirname, 'http-floor.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), FLOOR_QUERY: JSON.stringify(q), FLOOR_POOL: String(POOL) },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', reject);
  });
  try {
    return await api(`http://127.0.0.1:${port}`, '/', {}, '');
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill();
    await exited;
  }
}

async function api(base: string, url: string, body: unknown, token: string): Promise<Figures> {
  const text = JSON.stringify(body);
  const r = await autocannon({
    url: base + url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    body: text,
    headers: signedHeaders(url, text, token),
  });
  if (r.errors + r.non2xx > 0) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const bench = await benchDatabase('garden');
const { dbUrl } = bench;
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const { pool, db } = createPool(dbUrl, POOL, MAINTENANCE_TIMEOUTS);
  await runMigrations(db);
  const t0 = Date.now();
  const client = await pool.connect();
  let schoolIds: number[];
  try {
    schoolIds = await loadGardenData(client, { schools: 50, children: 500, staff: 20, passwordHash: await hashPassword('Kg@123456') });
  } finally {
    client.release();
  }
  const counts = (
    await pool.query(`select (select count(*) from students) as children, (select count(*) from guardians) as guardians,
    (select count(*) from members) as staff, (select count(*) from accounts) as accounts`)
  ).rows[0];
  console.log(
    `loaded in ${Date.now() - t0} ms: ${schoolIds.length} schools, ${counts.children} children, ${counts.guardians} guardians, ${counts.staff} staff, ${counts.accounts} accounts`,
  );

  server = await startServer({ DATABASE_URL: dbUrl, SEED_DEMO: '0' });
  const { token, schoolId } = await signIn(server.base, BENCH_PHONE);

  const s = { institutionId: schoolId, permissions: new Set(ALL_SCHOOL_CODES) } as unknown as SessionInfo;
  const listBody = { name: NAME, pageNum: 1, pageSize: 20 };
  const listSql = await capture((ctx) => childList(ctx, s, null, { name: NAME }, 1, 20));
  const staffSql = await capture((ctx) => listStaff(ctx, schoolId, s, { pageNum: 1, pageSize: 20 }));
  const classSql = await capture((ctx) => listClasses(ctx.db, schoolId, null, { pageNum: 1, pageSize: 20 }));
  const treeSql = await capture((ctx) => classOptions(ctx.db, schoolId, null));
  const total = (await postJson(server.base, '/api/kid-arch/v1/teacher/web/student/list', listBody, token)).data.total;
  console.log(`child list: name contains '${NAME}' → ${total} of 500 children; ${CONNECTIONS} connections, ${DURATION} s each\n`);

  const cases: [string, string, object, { text: string; values: unknown[] }][] = [
    ['child list (paged, name)', '/api/kid-arch/v1/teacher/web/student/list', listBody, listSql],
    ['staff list (paged)', '/api/kid-arch/v1/teacher/accountTeacher/find', { pageNum: 1, pageSize: 20 }, staffSql],
    ['class list (paged)', '/api/kid-arch/v1/teacher/clazz/query-list', { pageNum: 1, pageSize: 20 }, classSql],
    ['class tree', '/api/kid-arch/v1/teacher/clazz/school-grade-clazz-tree', {}, treeSql],
  ];
  const only = process.env.BENCH_ONLY;
  const rows: [string, Figures, Figures, Figures][] = [];
  for (const [name, url, body, q] of cases) {
    if (only && !name.startsWith(only)) continue;
    rows.push([name, await api(server.base, url, body, token), await sqlAlone(pool, q, DURATION, CONNECTIONS), await httpFloor(dbUrl, q)]);
  }
  for (const [name, a, q, h] of rows) {
    console.log(
      `${name}\n  API   ${fmt(a)}\n  SQL   ${fmt(q)}\n  HTTP  ${fmt(h)}   (same SQL, bare node:http)\n  API/SQL ${(a.rps / q.rps).toFixed(2)}   API/HTTP floor ${(a.rps / h.rps).toFixed(2)}`,
    );
  }
  // the fixed cost of any signed-in call (signature, session query, envelope), for scale
  console.log(
    `baseline: user-info (session only)\n  API  ${fmt(await api(server.base, '/api/user/v1/tenantry/account/user-info', {}, token))}`,
  );
  await pool.end();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (server) await server.stop();
  await bench.stop();
}
