// CPU per request of the garden lists' JS path, in process (app.inject: no sockets, no floor):
// `BENCH_DATABASE_URL=<a kept garden database> node --import tsx bench/request-cpu.ts`.
// BENCH_BASE=<another checkout, with node_modules> builds its app too, in the same process on the
// same database, and measures the two in alternating slices, so a busy shared machine weighs on
// both alike: the before/after of a change to the request path. BENCH_REQUESTS per slice (1000),
// BENCH_ROUNDS (4), BENCH_ONLY (a case's name prefix). Not run by the tests.
import os from 'node:os';
import path from 'node:path';
import { BENCH_PHONE } from './garden-load.ts';
import { median } from './side-by-side.ts';

const dbUrl = process.env.BENCH_DATABASE_URL;
if (!dbUrl) throw new Error('BENCH_DATABASE_URL: a garden database kept by `BENCH_KEEP=1 node --import tsx bench/garden-children.ts`');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

type Post = (url: string, body: unknown, token?: string) => Promise<{ json: () => any; body: string }>;

/** The app of the checkout at `root`, built as main.ts builds it (no job workers), signed in as the bench director. */
async function appOf(root: string) {
  const from = (f: string) => import(path.join(root, 'apps/server/src', f));
  const [{ buildApp }, { createContext }, { loadConfig }, { createPool }, { computeSignature }, { encryptPassword }] = await Promise.all(
    ['app.ts', 'bootstrap.ts', 'config.ts', 'db/pool.ts', 'core/signature.ts', 'modules/accounts/sign-in/login-keys.ts'].map(from),
  );
  const env = { ...process.env, DATABASE_URL: dbUrl, NODE_ENV: 'production', JOB_WORKERS: '0', DATA_DIR: os.tmpdir() };
  const { pool, db } = createPool(dbUrl);
  const app = await buildApp(await createContext(loadConfig(env), db), { logger: { level: 'warn' } });
  await app.ready();
  const post: Post = (url, body, token) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const time = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      time,
      signature: computeSignature('POST', url, text, time),
      'content-type': 'application/json',
    };
    if (token) headers.authorization = `Bearer ${token}`;
    return app.inject({ method: 'POST', url, payload: text || undefined, headers });
  };
  const d = (await post('/api/iam/v1/no-auth/d', undefined)).json().data;
  const login = await post(
    '/api/iam/v1/web-oauth/common/token',
    { account: BENCH_PHONE, password: encryptPassword(d.key, 'Kg@123456'), keyId: d.keyId },
    d.tempToken,
  );
  const token: string = login.json().data.token;
  return {
    pool,
    post: (url: string, body: unknown) => post(url, body, token),
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/** CPU milliseconds per request of `REQUESTS` calls, 20 at a time. */
async function slice(post: (url: string, body: unknown) => Promise<{ json: () => any; body: string }>, url: string, body: unknown) {
  const first = await post(url, body);
  if (first.json().code !== 'common-0001') throw new Error(`${url}: ${first.body}`);
  const c0 = process.cpuUsage();
  let left = REQUESTS;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (left-- > 0) await post(url, body);
    }),
  );
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / REQUESTS;
}

const apps = {
  this: await appOf(path.resolve(import.meta.dirname, '..')),
  ...(process.env.BENCH_BASE ? { base: await appOf(path.resolve(process.env.BENCH_BASE)) } : {}),
};
// the day the kept database holds health checks for
const day = (await apps.this.pool.query(`select to_char(max(day), 'YYYY-MM-DD') as day from inspect_records`)).rows[0].day;
const cases: [string, string, object][] = [
  ['child list', '/api/kid-arch/v1/teacher/web/student/list', { name: '王', pageNum: 1, pageSize: 20 }],
  ['staff list', '/api/kid-arch/v1/teacher/accountTeacher/find', { pageNum: 1, pageSize: 20 }],
  ['class list', '/api/kid-arch/v1/teacher/clazz/query-list', { pageNum: 1, pageSize: 20 }],
  ['class tree', '/api/kid-arch/v1/teacher/clazz/school-grade-clazz-tree', {}],
  ['health checks', '/api/attendance/v1/school/inspectStatistic/web/dailyRecordList', { day, pageNum: 1, pageSize: 20 }],
];
try {
  for (const [name, url, body] of cases.filter(([n]) => !process.env.BENCH_ONLY || n.startsWith(process.env.BENCH_ONLY))) {
    const keys = Object.keys(apps) as (keyof typeof apps)[];
    const got: Record<string, number[]> = Object.fromEntries(keys.map((k) => [k, []]));
    for (let r = 0; r < ROUNDS; r++) {
      for (const k of r % 2 ? [...keys].reverse() : keys) got[k].push(await slice(apps[k]!.post, url, body));
    }
    const line = Object.entries(got).map(([k, xs]) => `${k} ${median(xs).toFixed(3)} ms`);
    const ratio = got.base ? `   this/base ${(median(got.this) / median(got.base)).toFixed(2)}` : '';
    console.log(`${name.padEnd(14)} CPU per request: ${line.join('   ')}${ratio}`);
  }
} finally {
  for (const a of Object.values(apps)) await a?.close();
}
