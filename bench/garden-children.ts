// List benchmark: `node --import tsx bench/garden-children.ts`. Not run by the tests.
// Loads 50 schools × 500 children (with guardians) and 1,000 staff into a fresh embedded
// PostgreSQL, and a day of health checks for the signed-in school, then measures with autocannon
// the paged child, staff and class lists, the class tree and the day's health checks (requests/s,
// p50/p99 at 50 connections), each next to the same SQL run alone through node-postgres with the
// same concurrency and pool size and next to its HTTP floor (the same prepared SQL behind a bare
// node:http server, http-floor.ts), in alternating rounds (side-by-side.ts), and prints the
// median ratios. BENCH_ROUNDS (3), BENCH_SECONDS per slice (5), BENCH_ONLY (a case's name prefix).
// Loading takes minutes on a busy machine: BENCH_KEEP=1 loads, prints the database's URL and
// waits (Ctrl-C ends it); BENCH_DATABASE_URL=<that URL> measures on it without loading.
import { ALL_SCHOOL_CODES } from '@kg/shared';
import type pg from 'pg';
import type { SessionInfo } from '../apps/server/src/core/context.ts';
import { hashPassword } from '../apps/server/src/core/password.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createPool, type Db, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { childList } from '../apps/server/src/modules/garden/children/child-list.ts';
import { listClasses } from '../apps/server/src/modules/garden/classes/class-data.ts';
import { classOptions } from '../apps/server/src/modules/garden/classes/class-option-data.ts';
import { listStaff } from '../apps/server/src/modules/garden/staff/staff-list-service.ts';
import { classTotals, dailyPage } from '../apps/server/src/modules/health/inspection/daily-data.ts';
import { BENCH_PHONE, loadGardenData } from './garden-load.ts';
import { loadHealthDay } from './health-day-load.ts';
import { benchDatabase, postJson, signIn, startServer } from './server.ts';
import { api, type Case, capture, fmt, type Row, sideBySide, startFloor } from './side-by-side.ts';

/** Loads the bench data into the fresh database; returns the school ids and the health checks' day. */
async function loadGarden(pool: pg.Pool, db: Db): Promise<{ schoolIds: number[]; day: string }> {
  await runMigrations(db);
  const client = await pool.connect();
  try {
    const schoolIds = await loadGardenData(client, {
      schools: 50,
      children: 500,
      staff: 20,
      passwordHash: await hashPassword('Kg@123456'),
    });
    return { schoolIds, day: await loadHealthDay(pool, schoolIds[0]) };
  } finally {
    client.release();
  }
}

/** The same of a database an earlier run loaded (BENCH_KEEP). */
async function loadedGarden(pool: pg.Pool): Promise<{ schoolIds: number[]; day: string }> {
  const schools = await pool.query('select id from institutions where type = 2 order by id');
  const checks = await pool.query(`select to_char(max(day), 'YYYY-MM-DD') as day from inspect_records`);
  return { schoolIds: schools.rows.map((r) => Number(r.id)), day: checks.rows[0].day };
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The server's pool size (db/pool.ts default): the SQL-alone run and the floor get the same. */
const POOL = 20;
const NAME = process.env.BENCH_NAME ?? '王';

const kept = process.env.BENCH_DATABASE_URL;
/** Thrown to end a BENCH_KEEP run at Ctrl-C, through the finally that stops the database. */
const KEPT = Symbol('kept');
const bench = kept ? { dbUrl: kept, stop: async () => {} } : await benchDatabase('garden');
const { dbUrl } = bench;
let server: Awaited<ReturnType<typeof startServer>> | null = null;
let floor: Awaited<ReturnType<typeof startFloor>> | null = null;
try {
  const { pool, db } = createPool(dbUrl, POOL, MAINTENANCE_TIMEOUTS);
  const t0 = Date.now();
  const { schoolIds, day } = kept ? await loadedGarden(pool) : await loadGarden(pool, db);
  const counts = (
    await pool.query(`select (select count(*) from students) as children, (select count(*) from guardians) as guardians,
    (select count(*) from members) as staff, (select count(*) from accounts) as accounts, (select count(*) from inspect_records) as checks`)
  ).rows[0];
  console.log(
    `loaded in ${Date.now() - t0} ms: ${schoolIds.length} schools, ${counts.children} children, ${counts.guardians} guardians, ${counts.staff} staff, ${counts.accounts} accounts, ${counts.checks} health checks on ${day}`,
  );

  if (process.env.BENCH_KEEP) {
    console.log(`kept: BENCH_DATABASE_URL=${dbUrl} (Ctrl-C ends it)`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    throw KEPT;
  }
  server = await startServer({ DATABASE_URL: dbUrl, SEED_DEMO: '0' });
  const { token, schoolId } = await signIn(server.base, BENCH_PHONE);

  const s = { institutionId: schoolId, permissions: new Set(ALL_SCHOOL_CODES) } as unknown as SessionInfo;
  const listBody = { name: NAME, pageNum: 1, pageSize: 20 };
  const daily = { day, pageNum: 1, pageSize: 20 };
  const all: Case[] = [
    {
      name: 'child list (paged, name)',
      url: '/api/kid-arch/v1/teacher/web/student/list',
      body: listBody,
      queries: await capture((ctx) => childList(ctx, s, null, { name: NAME }, 1, 20)),
    },
    {
      name: 'staff list (paged)',
      url: '/api/kid-arch/v1/teacher/accountTeacher/find',
      body: { pageNum: 1, pageSize: 20 },
      queries: await capture((ctx) => listStaff(ctx, schoolId, s, { pageNum: 1, pageSize: 20 })),
    },
    {
      name: 'class list (paged)',
      url: '/api/kid-arch/v1/teacher/clazz/query-list',
      body: { pageNum: 1, pageSize: 20 },
      queries: await capture((ctx) => listClasses(ctx.db, schoolId, null, { pageNum: 1, pageSize: 20 })),
    },
    {
      name: 'class tree',
      url: '/api/kid-arch/v1/teacher/clazz/school-grade-clazz-tree',
      body: {},
      queries: await capture((ctx) => classOptions(ctx.db, schoolId, null)),
    },
    {
      name: 'health checks of a day (paged)',
      url: '/api/attendance/v1/school/inspectStatistic/web/dailyRecordList',
      body: daily,
      queries: await capture((ctx) =>
        Promise.all([dailyPage(ctx.db, schoolId, null, daily, 1, 20), classTotals(ctx.db, schoolId, null, daily)]),
      ),
    },
  ];
  const cases = all.filter((c) => !process.env.BENCH_ONLY || c.name.startsWith(process.env.BENCH_ONLY));
  for (const c of cases) {
    const answer = await postJson(server.base, c.url, c.body, token);
    if (answer.code !== 'common-0001') throw new Error(`${c.name}: ${JSON.stringify(answer)}`);
    const { list, total } = answer.data ?? {};
    console.log(`${c.name}: ${Array.isArray(answer.data) ? `${answer.data.length} items` : `${list?.length} of ${total} rows`}`);
  }
  console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s slices\n`);

  floor = await startFloor(dbUrl, cases, POOL);
  const o = {
    server: server.base,
    serverPid: server.pid,
    floor: floor.base,
    floorPid: floor.pid,
    token,
    pool,
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
  };
  const rows: Row[] = [];
  for (const c of cases) rows.push(await sideBySide(c, o));
  for (const r of rows) {
    console.log(
      `${r.name}\n  API   ${fmt(r.api)}\n  SQL   ${fmt(r.sql)}\n  HTTP  ${fmt(r.http)}   (same SQL, bare node:http)\n  API/SQL ${r.apiToSql.toFixed(2)}   API/HTTP floor ${r.apiToHttp.toFixed(2)}   floor CPU/API CPU per request ${r.cpuRatio.toFixed(2)}`,
    );
  }
  console.log(`\nAPI/HTTP floor (median of ${ROUNDS} rounds): ${rows.map((r) => `${r.name} ${r.apiToHttp.toFixed(2)}`).join(', ')}`);
  console.log(`floor CPU/API CPU per request: ${rows.map((r) => `${r.name} ${r.cpuRatio.toFixed(2)}`).join(', ')}`);
  // the fixed cost of any signed-in call (signature, session, envelope), for scale
  const infoUrl = '/api/user/v1/tenantry/account/user-info';
  console.log(
    `baseline: user-info (session only)\n  API  ${fmt(await api(server.base, infoUrl, {}, token, { seconds: SECONDS, connections: CONNECTIONS }))}`,
  );
  await pool.end();
} catch (err) {
  if (err !== KEPT) {
    console.error(err);
    process.exitCode = 1;
  }
} finally {
  await floor?.stop();
  if (server) await server.stop();
  await bench.stop();
}
