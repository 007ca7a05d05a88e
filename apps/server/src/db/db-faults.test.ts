import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Endpoint } from '@kg/shared';
import { childEndpoints as C } from '@kg/shared/modules/garden/children-endpoints';
import { healthEndpoints as H } from '@kg/shared/modules/platform/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answered, anonymous, call, type LoginResult, loginAs, ok } from '../../test/harness.ts';
import { copyTemplateRows } from '../../test/template-rows.ts';
import { buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { createPool, type Db, endPool, MAINTENANCE_TIMEOUTS } from './pool.ts';
import { processTree, signalAll } from './process-tree.ts';

// The production shape of the timeouts, scaled down so a pause outlasts them within seconds.
const FAST = { acquireMs: 1_000, statementMs: 1_500, queryMs: 2_000, idleInTransactionMs: 5_000 };
const WORKERS = 4;
// A request still unanswered after this is a hang: far above every timeout of FAST.
const HANG_MS = 20_000;

type Phase = 'before' | 'paused' | 'resumed' | 'killed' | 'recovered';
interface Outcome {
  /** The phase the call started in (calls in flight when a fault begins are counted in the phase before). */
  phase: Phase;
  kind: 'write' | 'read';
  status: number | 'hang';
  code?: string;
  retryAfter?: string;
  name?: string;
  phones?: string[];
}

let dir: string;
let server: EmbeddedServer;
let app: FastifyInstance;
let pool: Db['$client'];
let check: ReturnType<typeof createPool>;
const logLines: string[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  const t0 = Date.now();
  // Its own PostgreSQL: the suite's shared server must never be paused or killed.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-fault-pg-'));
  fs.chmodSync(dir, 0o755);
  server = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const admin = createPool(server.url('postgres'), 1, MAINTENANCE_TIMEOUTS);
  await admin.pool.query('create database kg');
  await admin.pool.end();
  const url = server.url('kg');
  const m = createPool(url, 2, MAINTENANCE_TIMEOUTS);
  await runMigrations(m.db);
  // the suite's template holds the regions and demo data already: copied across, not seeded again
  await copyTemplateRows(url);
  // room for every child the load adds: a full class would answer 400, not a fault
  await m.pool.query('update classes set max_students = null');
  await m.pool.end();

  const made = createPool(url, 8, FAST);
  pool = made.pool;
  const cfg = { ...loadConfig({ DATA_DIR: '/nonexistent-test-data', WEB_DIST: '/nonexistent-web' }) };
  const ctx = await createContext(cfg, made.db);
  const stream = { write: (line: string) => logLines.push(line) };
  app = await buildApp(ctx, { logger: { level: 'warn', stream } });
  made.outage.log = app.log;
  await app.ready();
  console.log(`own PostgreSQL initialised, migrated and filled from the template in ${Date.now() - t0} ms`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (pool) await endPool(pool, 2_000);
  if (check) await endPool(check.pool, 2_000);
  await server?.stop(5_000);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A probe as a load balancer asks it: GET, without a session. */
const probe = (e: typeof H.alive | typeof H.ready) => call(e, anonymous(app), {}, { method: 'GET' });

async function answer(res: Promise<Answered<Endpoint>>) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  const r = await Promise.race([res, hang]);
  clearTimeout(timer);
  if (r === 'hang') return { status: 'hang' as const };
  const retryAfter = r.raw.headers['retry-after'];
  return { status: r.status, code: r.code, retryAfter: retryAfter === undefined ? undefined : String(retryAfter) };
}

describe('database faults under load', () => {
  it('answers only 200 or 503 while PostgreSQL is paused and killed, loses no acknowledged write, half-stores none, and health tells alive from ready', async () => {
    const director = await loginAs(app, 'director1');
    const [clazz] = (
      await pool.query('select id from classes where school_id = $1 and status = 1 order by id limit 1', [director.schoolId])
    ).rows as { id: number }[];
    const outcomes: Outcome[] = [];
    let phase: Phase = 'before';
    let running = true;

    const work = async (w: number, session: LoginResult) => {
      for (let i = 0; running; i++) {
        const at = phase;
        if (i % 2 === 0) {
          // one child with two guardians (and their accounts): three tables in one transaction
          const name = `故障${w}号${i}`;
          const phones = [0, 1].map((k) => `1980${String(w).padStart(2, '0')}${String(i * 2 + k).padStart(5, '0')}`);
          const body = {
            clazzId: clazz.id,
            name,
            gender: 1,
            guardians: [
              { name: '母亲', phone: phones[0], relation: '母亲', isDirectGuardian: true },
              { name: '父亲', phone: phones[1], relation: '父亲', isDirectGuardian: false },
            ],
          };
          outcomes.push({
            phase: at,
            kind: 'write',
            name,
            phones,
            ...(await answer(call(C.add, session, body))),
          });
        } else {
          outcomes.push({ phase: at, kind: 'read', ...(await answer(call(C.list, session, { pageNum: 1, pageSize: 10 }))) });
        }
        // a client backing off a little after a 503, as told: the restart keeps its share of the CPU
        if (outcomes.at(-1)?.status === 503) await sleep(50);
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, w) => work(w, director));

    await sleep(1_000);
    // Paused: the server keeps its sockets but answers nothing, so only client-side timeouts can end a call.
    const paused = processTree(server.pid() as number);
    signalAll(paused, 'SIGSTOP');
    phase = 'paused';
    const pausedAt = Date.now();
    // alive but not ready: the process answers and says the database is down instead of waiting on it
    expect(ok(await probe(H.alive)).database).toBe('down');
    const ready = await probe(H.ready);
    expect([ready.status, ready.code, ready.raw.headers['retry-after']]).toEqual([503, 'common-0503', '5']);
    await sleep(4_000 - (Date.now() - pausedAt));
    signalAll(paused, 'SIGCONT');
    phase = 'resumed';
    await sleep(1_500);

    // Killed: every process at once, leaving postmaster.pid behind; the supervisor restarts it.
    const killedPid = server.pid() as number;
    signalAll(processTree(killedPid), 'SIGKILL');
    phase = 'killed';
    const killedAt = Date.now();
    while (server.pid() === killedPid) await sleep(20);
    await server.running();
    phase = 'recovered';
    console.log(`PostgreSQL restarted by the supervisor ${Date.now() - killedAt} ms after the kill`);
    // the API recovers by itself: wait (bounded by HANG_MS per call) until calls succeed again
    let okAfter = 0;
    while (okAfter < 2 * WORKERS) {
      await sleep(100);
      okAfter = outcomes.filter((o) => o.phase === 'recovered' && o.status === 200).length;
    }
    running = false;
    await Promise.all(workers);
    // ready again: at once, or after the outage probe's next look (it runs every second)
    let readyAgain = await probe(H.ready);
    for (let i = 0; i < 20 && readyAgain.status !== 200; i++) {
      await sleep(250);
      readyAgain = await probe(H.ready);
    }
    expect(ok(readyAgain).database).toBe('up');

    const counts: Record<string, Record<string, number>> = {};
    for (const o of outcomes) {
      const row = counts[o.phase] ?? {};
      row[String(o.status)] = (row[String(o.status)] ?? 0) + 1;
      counts[o.phase] = row;
    }
    console.log('answers by phase and status:', JSON.stringify(counts));
    console.log(`log lines at warn and above: ${logLines.length}`);

    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    for (const o of outcomes.filter((x) => x.status === 503)) {
      expect(o.code).toBe('common-0503');
      expect(o.retryAfter).toMatch(/^\d+$/);
    }
    // calls in flight when the pause began count under 'before'
    expect((counts.before?.['503'] ?? 0) + (counts.paused?.['503'] ?? 0)).toBeGreaterThan(0);
    expect((counts.killed?.['503'] ?? 0) + (counts.recovered?.['503'] ?? 0)).toBeGreaterThan(0);

    // Each write is all or nothing: the child, both guardians and both guardian accounts, or none of them.
    check = createPool(server.url('kg'), 1, MAINTENANCE_TIMEOUTS);
    const stored = async (o: Outcome) => {
      const r = await check.db.execute(sql`select
        (select count(*)::int from students where name = ${o.name}) as children,
        (select count(*)::int from guardians g join students s on s.id = g.student_id where s.name = ${o.name}) as guardians,
        (select count(*)::int from accounts where phone in (${o.phones?.[0]}, ${o.phones?.[1]})) as accounts`);
      const { children, guardians, accounts } = r.rows[0] as { children: number; guardians: number; accounts: number };
      return `${children}/${guardians}/${accounts}`;
    };
    const writes = outcomes.filter((o) => o.kind === 'write');
    for (const o of writes.filter((x) => x.status === 200)) expect(await stored(o), `acknowledged ${o.name}`).toBe('1/2/2');
    const refused = writes.filter((x) => x.status === 503);
    const refusedStates = await Promise.all(refused.map(stored));
    for (const [i, state] of refusedStates.entries()) expect(['0/0/0', '1/2/2'], `refused ${refused[i]?.name}`).toContain(state);
    console.log(
      `refused writes: ${refused.length} (${refusedStates.filter((s) => s === '1/2/2').length} committed after all, the rest absent)`,
    );

    // One line per outage change (and none per request): two changes per fault, a few more if it flaps while restarting.
    const messages = logLines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages.every((m) => m.startsWith('database unavailable') || m === 'database back')).toBe(true);
    expect(messages.length).toBeLessThanOrEqual(8);
    expect(messages.at(-1)).toBe('database back');
  }, 60_000);
});
