// Side-by-side measurement of list calls (garden-children.ts): each call's API, its SQL alone and
// its bare-HTTP floor (http-floor.ts) are measured in short alternating slices, round after round,
// so that a busy machine weighs on all three alike; the ratios are taken per round and their
// median printed. Each case is warmed first (BENCH_WARM_SECONDS, 2), unmeasured.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { AppContext } from '../apps/server/src/core/context.ts';
import { signedHeaders } from './server.ts';

export type Query = { text: string; values: unknown[] };
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU the serving process spent per answered request (API and floor). */
  cpuMsPerRequest?: number;
}
/** One list call: its URL and body, and the SQL its handler sends (run together, as it runs them). */
export interface Case {
  name: string;
  url: string;
  body: object;
  queries: Query[];
}

export const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms${
    f.cpuMsPerRequest === undefined ? '' : `   CPU ${f.cpuMsPerRequest.toFixed(2)} ms/request`
  }`;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU milliseconds a process has used (user + system, /proc): what a request costs whatever else the machine runs. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Figures of a slice, with the serving process's CPU per request. */
async function withCpu(pid: number, run: () => Promise<Figures>, seconds: number): Promise<Figures> {
  const before = cpuMs(pid);
  const f = await run();
  return { ...f, cpuMsPerRequest: (cpuMs(pid) - before) / (f.rps * seconds) };
}

/** The SQL a list function sends, captured instead of run (drizzle's own rendering), in order. */
export async function capture(run: (ctx: AppContext) => Promise<unknown>): Promise<Query[]> {
  const dialect = new PgDialect();
  const got: Query[] = [];
  const db = {
    execute: async (q: SQL) => {
      const r = dialect.sqlToQuery(q);
      got.push({ text: r.sql, values: r.params });
      return { rows: [] };
    },
  };
  await run({ db, now: () => new Date() } as unknown as AppContext);
  return got;
}

/**
 * `connections` callers loop over the queries for `seconds` on the pool, as named prepared
 * statements like the server's lists (core/prepared.ts): the SQL at its best.
 */
export async function sqlAlone(pool: pg.Pool, qs: Query[], seconds: number, connections: number): Promise<Figures> {
  const named = qs.map((q, i) => ({ ...q, name: `bench_${i}_${Math.random().toString(36).slice(2)}` }));
  const lat: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await Promise.all(named.map((q) => pool.query(q)));
        lat.push(performance.now() - t0);
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const at = (p: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))];
  return { rps: lat.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** autocannon on one signed POST; any error or non-2xx answer fails the bench. */
export async function api(
  base: string,
  url: string,
  body: unknown,
  token: string,
  o: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<Figures> {
  const text = JSON.stringify(body);
  const r = await autocannon({
    url: base + url,
    method: 'POST',
    connections: o.connections,
    duration: o.seconds,
    body: text,
    headers: { ...signedHeaders(url, text, token), ...o.headers },
  });
  if (r.errors + r.non2xx > 0) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/** The bare-HTTP floor of every case in one process of its own, for the whole run. */
export async function startFloor(
  dbUrl: string,
  cases: Case[],
  pool: number,
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const routes = Object.fromEntries(cases.map((c) => [c.url, c.queries]));
  const child = fork(path.join(import.meta.dirname, 'http-floor.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), FLOOR_ROUTES: JSON.stringify(routes), FLOOR_POOL: String(pool) },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', reject);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    },
  };
}

export interface Row {
  name: string;
  api: Figures;
  sql: Figures;
  http: Figures;
  /** Medians of the per-round ratios. */
  apiToSql: number;
  apiToHttp: number;
  /** The floor's CPU per request over the API's (median): the throughput ratio of a CPU-bound server, whatever else runs. */
  cpuRatio: number;
}

/**
 * `rounds` rounds of the three measurements of one case, the API first in odd rounds and last in
 * even ones; figures and ratios are the medians over the rounds.
 */
export async function sideBySide(
  c: Case,
  o: {
    server: string;
    serverPid: number;
    floor: string;
    floorPid: number;
    token: string;
    pool: pg.Pool;
    rounds: number;
    seconds: number;
    connections: number;
  },
): Promise<Row> {
  const runs: { api: Figures; sql: Figures; http: Figures }[] = [];
  // unmeasured: the first seconds of a fresh server are JIT compilation and its start-up jobs,
  // which would be counted to the first case's CPU per request
  const warm = { ...o, seconds: Number(process.env.BENCH_WARM_SECONDS ?? 2) };
  if (warm.seconds > 0) {
    await api(o.server, c.url, c.body, o.token, warm);
    await api(o.floor, c.url, c.body, '', warm);
  }
  for (let r = 0; r < o.rounds; r++) {
    const measure = {
      api: () => withCpu(o.serverPid, () => api(o.server, c.url, c.body, o.token, o), o.seconds),
      sql: () => sqlAlone(o.pool, c.queries, o.seconds, o.connections),
      http: () => withCpu(o.floorPid, () => api(o.floor, c.url, c.body, '', o), o.seconds),
    };
    const order = (r % 2 === 0 ? ['api', 'sql', 'http'] : ['http', 'sql', 'api']) as (keyof typeof measure)[];
    const got = {} as Record<keyof typeof measure, Figures>;
    for (const k of order) got[k] = await measure[k]();
    runs.push(got);
  }
  const med = (k: 'api' | 'sql' | 'http'): Figures => ({
    rps: median(runs.map((x) => x[k].rps)),
    p50: median(runs.map((x) => x[k].p50)),
    p99: median(runs.map((x) => x[k].p99)),
    ...(k === 'sql' ? {} : { cpuMsPerRequest: median(runs.map((x) => x[k].cpuMsPerRequest ?? 0)) }),
  });
  return {
    name: c.name,
    api: med('api'),
    sql: med('sql'),
    http: med('http'),
    apiToSql: median(runs.map((x) => x.api.rps / x.sql.rps)),
    apiToHttp: median(runs.map((x) => x.api.rps / x.http.rps)),
    cpuRatio: median(runs.map((x) => (x.http.cpuMsPerRequest ?? 0) / (x.api.cpuMsPerRequest ?? 1))),
  };
}
