// Group home benchmark: `node --import tsx bench/group-home.ts`. Not run by the tests.
// A group of 350 schools (~50,000 children with guardians, 20 staff each) in a fresh embedded
// PostgreSQL; the figures are filled by the same recount the figures job runs. Measures the home
// list (/groupSchool/listSchoolAndAdminInfoById) as the group administrator at 20 connections:
// requests/s and p50/p95/p99, for the first page by name, sorted by children, a name search and a
// late page. Target: p95 ≤ 300 ms. For scale, the figures counted over the raw tables for a page of
// 20 schools sorted by children (what the aggregate spares each request), as SQL alone.
import type pg from 'pg';
import { hashPassword } from '../apps/server/src/core/password.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { MODULE_CONTRIBUTIONS } from '../apps/server/src/modules/contributions.ts';
import { refreshDirtyFigures } from '../apps/server/src/modules/group/schools/school-figures.ts';
import { buildExtensions } from '../apps/server/src/platform/extensions/index.ts';
import { loadGardenData } from './garden-load.ts';
import { benchDatabase, postJson, signedHeaders, signIn, startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 350);
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 143);
const GROUP_PHONE = '13600000350';
const URL = '/api/kid-arch/v1/group/groupSchool/listSchoolAndAdminInfoById';

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  n: number;
}
const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p95 ${f.p95.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   (${f.n} requests)`;

/** `CONNECTIONS` callers loop over `run` for DURATION seconds; its latencies and rate. */
async function measure(run: () => Promise<void>): Promise<Figures> {
  const lat: number[] = [];
  const end = performance.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await run();
        lat.push(performance.now() - t0);
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const at = (p: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))];
  return { rps: lat.length / DURATION, p50: at(0.5), p95: at(0.95), p99: at(0.99), n: lat.length };
}

/** The home call, signed, on kept-alive connections; every answer must be a success. */
const load = (base: string, body: object, token: string) => {
  const text = JSON.stringify(body);
  return measure(async () => {
    const res = await fetch(base + URL, { method: 'POST', headers: signedHeaders(URL, text, token), body: text });
    const json = (await res.json()) as { code: string };
    if (json.code !== 'common-0001') throw new Error(`${URL}: ${JSON.stringify(json)}`);
  });
};

/** The per-request alternative: count children, classes and staff of every school to sort, then cut the page. */
const RAW_COUNTS = `select i.id, i.name,
    (select count(*) from students st where st.school_id = i.id and st.status = 1) as children,
    (select count(*) from classes c where c.school_id = i.id and c.status = 1) as classes,
    (select count(*) from members m where m.institution_id = i.id and m.status = 1) as staff
  from institutions i where i.type = 2 order by children desc, i.id limit 20`;
const rawCounts = (pool: pg.Pool) =>
  measure(async () => {
    await pool.query({ name: 'raw_counts', text: RAW_COUNTS });
  });

const bench = await benchDatabase('group-home');
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const { pool, db } = createPool(bench.dbUrl, CONNECTIONS, MAINTENANCE_TIMEOUTS);
  await runMigrations(db);
  const t0 = Date.now();
  const passwordHash = await hashPassword('Kg@123456');
  const client = await pool.connect();
  try {
    const schoolIds = await loadGardenData(client, { schools: SCHOOLS, children: CHILDREN, staff: 20, passwordHash });
    const g = await client.query(`insert into institutions (type, name) values (1, '基准幼教集团') returning id`);
    const groupId = Number(g.rows[0].id);
    await client.query('update institutions set group_id = $1 where id = any($2::bigint[])', [groupId, schoolIds]);
    const a = await client.query(`insert into accounts (phone, password_hash, real_name) values ($1, $2, '集团管理员') returning id`, [
      GROUP_PHONE,
      passwordHash,
    ]);
    await client.query(
      `insert into members (institution_id, account_id, real_name, is_admin, all_range) values ($1, $2, '集团管理员', true, true)`,
      [groupId, a.rows[0].id],
    );
  } finally {
    client.release();
  }
  // the loading triggers marked every school: the job's own recount fills the aggregate
  const tr = Date.now();
  const recounted = await refreshDirtyFigures(db, buildExtensions(MODULE_CONTRIBUTIONS).dashboardMetrics);
  const counts = (await pool.query('select (select count(*) from students) as children, (select count(*) from members) as staff')).rows[0];
  console.log(
    `loaded in ${tr - t0} ms: ${SCHOOLS} schools, ${counts.children} children, ${counts.staff} members; figures of ${recounted} schools recounted in ${Date.now() - tr} ms`,
  );
  console.log(`raw counts, page by children (SQL alone) ${fmt(await rawCounts(pool))}`);
  await pool.end();

  server = await startServer({ DATABASE_URL: bench.dbUrl, SEED_DEMO: '0' });
  const { token } = await signIn(server.base, GROUP_PHONE);
  const first = await postJson(server.base, URL, { pageNum: 1, pageSize: 20 }, token);
  console.log(`home: ${first.data.total} schools; first row ${JSON.stringify(first.data.list[0])}`);
  console.log(`${CONNECTIONS} connections, ${DURATION} s each\n`);

  const cases: [string, object][] = [
    ['first page by name', { pageNum: 1, pageSize: 20 }],
    ['sorted by children', { pageNum: 1, pageSize: 20, sort: 'children', desc: true }],
    ['name search', { pageNum: 1, pageSize: 20, name: '幼儿园1' }],
    ['page 15 by staff', { pageNum: 15, pageSize: 20, sort: 'staff' }],
  ];
  for (const [name, body] of cases) console.log(`${name.padEnd(20)} ${fmt(await load(server.base, body, token))}`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (server) await server.stop();
  await bench.stop();
}
