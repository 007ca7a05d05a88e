import { type Answer, type Endpoint, LoginType, type Payload } from '@kg/shared';
import { iamEndpoints as E } from '@kg/shared/modules/platform/iam';
import { clearSessionStorageKeepingReferer } from '../session/referer.ts';
import { type LoginData, type Session, sessionFromLogin, sessionStore } from '../session/session-store.ts';
import { encryptPassword } from './crypto.ts';
import { type RequestOptions, request } from './request.ts';

/** A declared call, typed from its declaration (the kit's `call` would bring react-query onto the login page). */
const call = <X extends Endpoint>(e: X, input: Payload<X>, opts: Omit<RequestOptions, 'data' | 'json'> = {}) =>
  request<Answer<X>>(e.path, { data: input as object, json: e.transfer === 'json', ...opts });

/** org-list: the count, the current institution and the tree (groups, kindergartens, supervising bodies). */
export type OrgTree = Answer<typeof E.orgList>;

/** Stores a fresh session: it replaces whatever this browser held before (overview §4). */
function start(data: LoginData): Session {
  const session = sessionFromLogin(data);
  sessionStore.set(session);
  return session;
}

/**
 * DESIGN §5: a single-use key (d), the password encrypted with it in the browser, then the
 * token call with the temporary token as bearer. The new session is stored.
 */
export async function loginWithPassword(
  phone: string,
  password: string,
  opts: { silent?: boolean } = {},
): Promise<{ session: Session; orgCount: number }> {
  const d = await call(E.loginKey, {}, { silent: opts.silent, bearer: '' });
  const sealed = await encryptPassword(d.key, password);
  const data = await call(E.login, { account: phone, password: sealed, keyId: d.keyId }, { bearer: d.tempToken, silent: opts.silent });
  return { session: start(data), orgCount: Number(data.orgCount ?? 1) };
}

/**
 * Enters another institution of the signed-in account (chooser, partner logins). Session
 * storage is cleared but the referer kept (overview §4); navigating is the caller's part.
 */
export async function enterInstitution(id: number, loginType: string = LoginType.normal): Promise<Session> {
  // in the query string, as the spec sends them
  const data = await request<Answer<typeof E.enter>>(E.enter.path, { params: { schoolId: id, loginType } });
  clearSessionStorageKeepingReferer();
  return start(data);
}

/** The regulator entry (/referer): the single-use temp token opens that school read-only. */
export async function refererLogin(temptoken: string, loginId: number | string): Promise<Session> {
  // bearer '': a stale session of this browser must not be sent, nor refreshed on a 401
  const data = await call(E.refererLogin, { temptoken, loginId }, { bearer: '' });
  return start(data);
}

export function fetchOrgTree(): Promise<OrgTree> {
  return call(E.orgList, {});
}

/**
 * Ends the session on the server (its refresh tokens stop working). Sent with the current
 * token and never refreshed: a user logging out should not see a refresh failure.
 */
export async function serverLogout(): Promise<void> {
  const token = sessionStore.get()?.token;
  if (!token) return;
  await call(E.logout, {}, { silent: true, bearer: token, timeout: 5_000 });
}
