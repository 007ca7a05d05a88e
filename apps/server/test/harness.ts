import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/core/context.ts';
import { computeSignature } from '../src/core/signature.ts';
import { createPool, type Db, MAINTENANCE_TIMEOUTS } from '../src/db/pool.ts';
import { encryptPassword } from '../src/modules/accounts/sign-in/login-keys.ts';
import { type DemoKey, demoAccount } from '../src/platform/demo/demo-accounts.ts';

const TEMPLATE_DB = 'kg_template';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  close: () => Promise<void>;
}

/**
 * A fresh database cloned from the migrated, demo-seeded template, and an app on it.
 * `config` overrides configuration, e.g. `{ filesDir: <a temp dir> }` for tests that store files.
 */
export async function createTestApp(
  overrides: Partial<AppContext> = {},
  opts: BuildOptions = {},
  config: Partial<Config> = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  // cloning and dropping databases may outlast a request's statement timeout on a busy machine
  const admin = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
  await admin.pool.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.pool.end();
  const { pool, db } = createPool(adminUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`), 5);
  // each app its own data folder (files, the audit anchor key and anchors): an anchor one app signs
  // (the hourly job) would otherwise be checked against every later app's chain
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-test-data-'));
  // no session cache unless a test asks: its invalidation is asynchronous (core/session-cache.test.ts covers it)
  const cfg = {
    ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent-web' }),
    logLevel: 'silent',
    sessionCacheMs: 0,
    // every answer is also checked against its zod output schema (core/response-serializer.ts)
    checkResponses: true,
    // the job queue sends but never polls unless a test starts it (ctx.jobs.start())
    jobWorkers: false,
    ...config,
  };
  const ctx = await createContext(cfg, db, overrides);
  const app = await buildApp(ctx, opts);
  await app.ready();
  return {
    app,
    db,
    ctx,
    close: async () => {
      await app.close();
      await pool.end();
      const drop = createPool(adminUrl, 1, MAINTENANCE_TIMEOUTS);
      await drop.pool.query(`drop database if exists ${name} with (force)`);
      await drop.pool.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string | null;
  /** JSON body (default) or form body with `form: true`. */
  body?: unknown;
  form?: boolean;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Skip the signature headers, to test the signature check. */
  unsigned?: boolean;
  timeOffsetS?: number;
  lang?: 'zh' | 'en';
}

/** Calls the API as the web client does: signed, with the bearer token, form or JSON. */
export async function call(
  app: FastifyInstance,
  url: string,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse & { json: () => any }> {
  const method = opts.method ?? 'POST';
  const fullUrl = url.startsWith('/api') ? url : `/api${url}`;
  let payload = '';
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.body !== undefined && method !== 'GET') {
    if (opts.form) {
      payload = new URLSearchParams(opts.body as Record<string, string>).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
  }
  if (!opts.unsigned) {
    const time = String(Math.floor(Date.now() / 1000) + (opts.timeOffsetS ?? 0));
    headers.time = time;
    headers.signature = computeSignature(method, fullUrl, payload, time);
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang === 'en') headers['accept-language'] = 'en';
  return app.inject({ method, url: fullUrl, payload: payload || undefined, headers }) as never;
}

export interface LoginResult {
  token: string;
  refreshToken: string;
  schoolId: number;
  teacherId: number;
  accountId: number;
  permission: string[];
  [k: string]: unknown;
}

/** The full browser login: key, encrypted password, token. */
export async function login(app: FastifyInstance, phone: string, password: string): Promise<LoginResult> {
  const res = await loginRaw(app, phone, password);
  const body = res.json();
  if (body.code !== 'common-0001') throw new Error(`login ${phone} failed: ${JSON.stringify(body)}`);
  return body.data;
}

export async function loginRaw(app: FastifyInstance, phone: string, password: string) {
  const d = (await call(app, '/iam/v1/no-auth/d')).json().data;
  return call(app, '/iam/v1/web-oauth/common/token', {
    token: d.tempToken,
    body: { account: phone, password: encryptPassword(d.key, password), keyId: d.keyId },
  });
}

/** Enters another institution of the same account. */
export async function enter(app: FastifyInstance, session: LoginResult, institutionId: number): Promise<LoginResult> {
  const res = await call(app, `/iam/v1/web-oauth/kid-login/teacher-login?schoolId=${institutionId}&loginType=3`, { token: session.token });
  const body = res.json();
  if (body.code !== 'common-0001') throw new Error(`enter ${institutionId} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Signs a demo account in (platform/demo/demo-accounts.ts), e.g. loginAs(app, 'teacher'). */
export async function loginAs(app: FastifyInstance, key: DemoKey): Promise<LoginResult> {
  const a = demoAccount(key);
  return login(app, a.phone, a.password);
}
