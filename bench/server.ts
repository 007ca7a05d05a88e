import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { computeSignature } from '../apps/server/src/core/signature.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { encryptPassword } from '../apps/server/src/modules/accounts/sign-in/login-keys.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  stop: () => Promise<void>;
  startMs: number;
  pid: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The product as `npm start` runs it, in its own process, on a throwaway DATA_DIR. */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const t0 = Date.now();
  // BENCH_SERVER_ARGS: extra node flags for the server alone, e.g. --cpu-prof --cpu-prof-dir=DIR
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...extra, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PUBLIC: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server exited');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = Date.now() - t0;
  return {
    base,
    startMs,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers of a signed POST with a JSON body, as the web client sends them. */
export function signedHeaders(url: string, body: string, token?: string): Record<string, string> {
  const time = String(Math.floor(Date.now() / 1000));
  const h: Record<string, string> = { time, signature: computeSignature('POST', url, body, time), 'content-type': 'application/json' };
  if (token) h.authorization = `Bearer ${token}`;
  return h;
}

export async function postJson(base: string, url: string, body: unknown, token?: string) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const res = await fetch(base + url, { method: 'POST', headers: signedHeaders(url, text, token), body: text || undefined });
  return res.json();
}

/** What a sign-in answers: the session's tokens and institution (the fields the benches read). */
export interface SignedIn {
  token: string;
  refreshToken: string;
  schoolId: number;
}

/** Signs a demo account in with the browser's encrypted password. */
export async function signIn(base: string, phone: string, password = 'Kg@123456'): Promise<SignedIn> {
  const d = (await postJson(base, '/api/iam/v1/no-auth/d', undefined)).data;
  const login = await postJson(
    base,
    '/api/iam/v1/web-oauth/common/token',
    { account: phone, password: encryptPassword(d.key, password), keyId: d.keyId },
    d.tempToken,
  );
  if (login.code !== 'common-0001') throw new Error(`login: ${JSON.stringify(login)}`);
  return login.data as SignedIn;
}

export interface UploadAnswer {
  ms: number;
  status: number;
  retryAfter: string | null;
  body: { code: string; data: { count?: number; failed?: unknown[] } };
}

/** Uploads a child-import workbook through the real call (multipart is signed with an empty body, DESIGN §4). */
export async function uploadChildren(base: string, token: string, file: Buffer): Promise<UploadAnswer> {
  const url = '/api/kid-arch/v1/file/studentInfo';
  const time = String(Math.floor(Date.now() / 1000));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'children.xlsx');
  const t0 = performance.now();
  const res = await fetch(base + url, {
    method: 'POST',
    body: form,
    headers: { time, signature: computeSignature('POST', url, '', time), authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as UploadAnswer['body'];
  return { ms: performance.now() - t0, status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

/** A throwaway embedded PostgreSQL with an empty database 'bench', for a benchmark's own data. */
export async function benchDatabase(name: string): Promise<{ dbUrl: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kg-bench-${name}-`));
  fs.chmodSync(dir, 0o755);
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const admin = createPool(pgServer.url('postgres'), 1, MAINTENANCE_TIMEOUTS);
  await admin.pool.query('create database bench');
  await admin.pool.end();
  return {
    dbUrl: pgServer.url('bench'),
    stop: async () => {
      await pgServer.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
