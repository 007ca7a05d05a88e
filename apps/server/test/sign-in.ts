import type { FastifyInstance } from 'fastify';
import { encryptPassword } from '../src/modules/accounts/sign-in/login-keys.ts';
import { type DemoKey, demoAccount } from '../src/platform/demo/demo-accounts.ts';
import { callPath } from './call-path.ts';

/** The app a session was signed in to: the typed call sends to it. A symbol key, so JSON never shows it; a spread copy keeps it. */
export const SIGNED_TO: unique symbol = Symbol('signed to app');

export interface LoginResult {
  token: string;
  refreshToken: string;
  schoolId: number;
  teacherId: number;
  accountId: number;
  permission: string[];
  readonly [SIGNED_TO]?: FastifyInstance;
  [k: string]: unknown;
}

/** Nobody signed in, at one app: the caller of public endpoints and of refusals to anonymous callers. */
export interface Anonymous {
  readonly token?: undefined;
  readonly [SIGNED_TO]: FastifyInstance;
}

/** Marks a session as signed in to `app` (what the harness's own sign-ins do), for one built by hand. */
export function signedTo<T extends LoginResult>(app: FastifyInstance, session: T): T {
  Object.defineProperty(session, SIGNED_TO, { value: app, enumerable: true, configurable: true, writable: true });
  return session;
}

export const anonymous = (app: FastifyInstance): Anonymous => ({ [SIGNED_TO]: app });

/** The full browser login: key, encrypted password, token. */
export async function login(app: FastifyInstance, phone: string, password: string): Promise<LoginResult> {
  const res = await loginRaw(app, phone, password);
  const body = res.json();
  if (body.code !== 'common-0001') throw new Error(`login ${phone} failed: ${JSON.stringify(body)}`);
  return signedTo(app, body.data);
}

export async function loginRaw(app: FastifyInstance, phone: string, password: string) {
  const d = (await callPath(app, '/iam/v1/no-auth/d')).json().data;
  return callPath(app, '/iam/v1/web-oauth/common/token', {
    token: d.tempToken,
    body: { account: phone, password: encryptPassword(d.key, password), keyId: d.keyId },
  });
}

/** Enters another institution of the same account. */
export async function enter(app: FastifyInstance, session: LoginResult, institutionId: number): Promise<LoginResult> {
  const res = await callPath(app, `/iam/v1/web-oauth/kid-login/teacher-login?schoolId=${institutionId}&loginType=3`, {
    token: session.token,
  });
  const body = res.json();
  if (body.code !== 'common-0001') throw new Error(`enter ${institutionId} failed: ${JSON.stringify(body)}`);
  return signedTo(app, body.data);
}

/** Signs a demo account in (platform/demo/demo-accounts.ts), e.g. loginAs(app, 'teacher'): a new session each time. */
export async function loginAs(app: FastifyInstance, key: DemoKey): Promise<LoginResult> {
  const a = demoAccount(key);
  return login(app, a.phone, a.password);
}

const sessions = new WeakMap<FastifyInstance, Map<DemoKey, Promise<LoginResult>>>();

/**
 * A demo account's session at this app, signed in once and shared by every later ask (a sign-in
 * costs an RSA decryption and a password hash). A test that ends or changes its session (logout,
 * password, role) signs in with loginAs instead, so it leaves the shared one alive.
 */
export function signIn(app: FastifyInstance, key: DemoKey): Promise<LoginResult> {
  const mine = sessions.get(app) ?? new Map<DemoKey, Promise<LoginResult>>();
  sessions.set(app, mine);
  let session = mine.get(key);
  if (!session) {
    session = loginAs(app, key);
    // a failed sign-in is not kept: the next ask tries again and reports its own failure
    session.catch(() => mine.delete(key));
    mine.set(key, session);
  }
  return session;
}
