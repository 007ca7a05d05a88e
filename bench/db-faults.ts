// Database faults against the real server (`node --import tsx bench/db-faults.ts`): a listening
// server on a throwaway DATA_DIR under concurrent writes and reads; its PostgreSQL is paused for
// PAUSE_S seconds, then killed (the server's supervisor restarts it). Prints answers by status per
// phase, the slowest answer of each phase, the log lines written, and how long Ctrl-C takes with
// PostgreSQL paused and with PostgreSQL just killed.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { processTree, signalAll } from '../apps/server/src/db/process-tree.ts';
import { signedHeaders, signIn } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const WORKERS = Number(process.env.FAULT_WORKERS ?? 16);
const PAUSE_S = Number(process.env.PAUSE_S ?? 10);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
const HANG_MS = 30_000;

interface Server {
  base: string;
  child: ChildProcess;
  dataDir: string;
  lines: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function start(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-faults-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL, RATE_LIMIT_PUBLIC: '1000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const s of [child.stdout, child.stderr]) {
    let rest = '';
    s?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error(`server exited:\n${lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, dataDir, lines };
}

const postmaster = (s: Server) => Number(fs.readFileSync(path.join(s.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ctrl-C the server and measure until it has exited. */
async function interrupt(s: Server): Promise<number> {
  const t0 = Date.now();
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGINT');
  await exited;
  return Date.now() - t0;
}

type Phase = 'before' | 'paused' | 'resumed' | 'killed' | 'recovered';
const tally = new Map<Phase, { statuses: Map<string, number>; slowestMs: number }>();
function count(phase: Phase, status: string, ms: number) {
  const t = tally.get(phase) ?? { statuses: new Map(), slowestMs: 0 };
  t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);
  t.slowestMs = Math.max(t.slowestMs, ms);
  tally.set(phase, t);
}

const s = await start();
const { token } = await signIn(s.base, '13900000011');
// room for every child the load adds (a full class answers 400, not a fault), and the class to add them to
const pgPort = fs.readFileSync(path.join(s.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
const direct = createPool(`postgres://postgres:postgres@127.0.0.1:${pgPort}/kindergarten`, 1, MAINTENANCE_TIMEOUTS);
await direct.pool.query('update classes set max_students = null');
const clazzId = (
  await direct.pool.query(
    `select c.id from classes c join institutions i on i.id = c.school_id where i.name = '阳光第一幼儿园' order by c.id limit 1`,
  )
).rows[0]?.id;
await direct.pool.end();
console.log(`server up; ${WORKERS} workers; pause ${PAUSE_S} s; LOG_LEVEL=${LOG_LEVEL}`);

let phase: Phase = 'before';
let running = true;
async function worker(w: number) {
  for (let i = 0; running; i++) {
    const write = i % 2 === 0;
    const url = write ? '/api/kid-arch/v1/teacher/web/student/add' : '/api/kid-arch/v1/teacher/web/student/list';
    const phone = (k: number) => `1970${String(w).padStart(2, '0')}${String(i * 2 + k).padStart(5, '0')}`;
    const body = JSON.stringify(
      write
        ? {
            clazzId,
            name: `压测${w}号${i}`,
            gender: 1,
            guardians: [
              { name: '母亲', phone: phone(0), relation: '母亲', isDirectGuardian: true },
              { name: '父亲', phone: phone(1), relation: '父亲', isDirectGuardian: false },
            ],
          }
        : { pageNum: 1, pageSize: 10 },
    );
    const at = phase;
    const t0 = Date.now();
    let status: string;
    try {
      const res = await fetch(s.base + url, {
        method: 'POST',
        headers: signedHeaders(url, body, token),
        body,
        signal: AbortSignal.timeout(HANG_MS),
      });
      await res.arrayBuffer();
      status = String(res.status);
    } catch (err) {
      status = err instanceof Error && err.name === 'TimeoutError' ? 'hang' : 'network-error';
    }
    count(at, status, Date.now() - t0);
  }
}

const firstLoadLine = s.lines.length;
const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
await sleep(3_000);
const pausedTree = processTree(postmaster(s));
signalAll(pausedTree, 'SIGSTOP');
phase = 'paused';
await sleep(PAUSE_S * 1_000);
signalAll(pausedTree, 'SIGCONT');
phase = 'resumed';
await sleep(3_000);
const killed = postmaster(s);
signalAll(processTree(killed), 'SIGKILL');
const killedAt = Date.now();
phase = 'killed';
// recovered: a read answers 200 again
for (;;) {
  await sleep(100);
  const r = await fetch(`${s.base}/api/health/ready`).catch(() => null);
  if (r?.status === 200) break;
}
const recoveryMs = Date.now() - killedAt;
phase = 'recovered';
await sleep(3_000);
running = false;
await Promise.all(workers);

const loadLines = s.lines.slice(firstLoadLine);
const warnLines = loadLines.filter((l) => {
  try {
    return (JSON.parse(l) as { level: number }).level >= 40;
  } catch {
    return l.trim() !== '';
  }
});
console.log('\nphase       answers by status                          slowest');
for (const [p, t] of tally) {
  const st = [...t.statuses].map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(`${p.padEnd(11)} ${st.padEnd(42)} ${t.slowestMs} ms`);
}
console.log(`API answering 200 again ${recoveryMs} ms after PostgreSQL was killed`);
console.log(`log lines during the load: ${loadLines.length} in all, ${warnLines.length} at warn or above:`);
for (const l of warnLines) console.log(`  ${l.slice(0, 200)}`);

// Ctrl-C with PostgreSQL paused
const pausedAgain = processTree(postmaster(s));
signalAll(pausedAgain, 'SIGSTOP');
console.log(`Ctrl-C with PostgreSQL paused: exited in ${await interrupt(s)} ms`);
signalAll(pausedAgain, 'SIGCONT');
await sleep(500);
const leftover = pausedAgain.filter((pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
});
console.log(`PostgreSQL processes left behind: ${leftover.length}`);
fs.rmSync(s.dataDir, { recursive: true, force: true });

// Ctrl-C right after PostgreSQL was killed (the supervisor is in its backoff)
const s2 = await start();
signalAll(processTree(postmaster(s2)), 'SIGKILL');
await sleep(100);
console.log(`Ctrl-C with PostgreSQL killed: exited in ${await interrupt(s2)} ms`);
fs.rmSync(s2.dataDir, { recursive: true, force: true });
