import type { Answer, Payload } from '@kg/shared';
import { LoginType } from '@kg/shared/constants';
import type { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { SIGN_IN_PATHS } from '@kg/shared/modules/accounts/sign-in-paths';
import { clearSessionStorageKeepingReferer } from '../session/referer.ts';
import { type LoginData, type Session, sessionFromLogin, sessionStore } from '../session/session-store.ts';
import { encryptPassword } from './crypto.ts';
import { type RequestOptions, request } from './request.ts';

type E = typeof signInEndpoints;
type SignInCall = keyof typeof SIGN_IN_PATHS;

/**
 * A sign-in call by its path, typed from its declaration (imported as a type only: the login
 * page carries neither the schemas nor react-query). Only the token calls travel as JSON.
 */
const call = <K extends SignInCall>(key: K, input: Payload<E[K]>, opts: Omit<RequestOptions, 'data' | 'json'> = {}) =>
  request<Answer<E[K]>>(SIGN_IN_PATHS[key], { data: input as object, json: key === 'login' || key === 'smsLogin', ...opts });

/** org-list: the count, the current institution and the tree (groups, kindergartens, supervising bodies). */
export type OrgTree = Answer<E['orgList']>;

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
  const d = await call('loginKey', {}, { silent: opts.silent, bearer: '' });
  const sealed = await encryptPassword(d.key, password);
  const data = await call('login', { account: phone, password: sealed, keyId: d.keyId }, { bearer: d.tempToken, silent: opts.silent });
  return { session: start(data), orgCount: Number(data.orgCount ?? 1) };
}

const SEND_CODE_PATH = '/message/v1/sms/send-sms-code';

/** Texts a sign-in code to the phone: the same answer whether or not the phone has an account. */
export async function sendLoginCode(phone: string): Promise<number> {
  const r = await request<{ resendAfter: number }>(SEND_CODE_PATH, { data: { phone, scene: 'login' }, bearer: '', silent: true });
  return r.resendAfter;
}

/** Sign-in with an SMS code: the owner's way in while wrong passwords lock the password sign-in. */
export async function loginWithSmsCode(phone: string, code: string): Promise<{ session: Session; orgCount: number }> {
  const data = await call('smsLogin', { account: phone, code }, { bearer: '', silent: true });
  return { session: start(data), orgCount: Number(data.orgCount ?? 1) };
}

/**
 * Enters another institution of the signed-in account (chooser, partner logins). Session
 * storage is cleared but the referer kept (overview §4); navigating is the caller's part.
 */
export async function enterInstitution(id: number, loginType: string = LoginType.normal): Promise<Session> {
  // in the query string, as the spec sends them
  const data = await request<Answer<E['enter']>>(SIGN_IN_PATHS.enter, { params: { schoolId: id, loginType } });
  clearSessionStorageKeepingReferer();
  return start(data);
}

/** The regulator entry (/referer): the single-use temp token opens that school read-only. */
export async function refererLogin(temptoken: string, loginId: number | string): Promise<Session> {
  // bearer '': a stale session of this browser must not be sent, nor refreshed on a 401
  const data = await call('refererLogin', { temptoken, loginId }, { bearer: '' });
  return start(data);
}

export function fetchOrgTree(): Promise<OrgTree> {
  return call('orgList', {});
}

/**
 * Ends the session on the server (its refresh tokens stop working). Sent with the current
 * token and never refreshed: a user logging out should not see a refresh failure.
 */
export async function serverLogout(): Promise<void> {
  const token = sessionStore.get()?.token;
  if (!token) return;
  await call('logout', {}, { silent: true, bearer: token, timeout: 5_000 });
}
