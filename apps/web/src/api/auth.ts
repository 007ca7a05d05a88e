import { LoginType } from '@kg/shared';
import { clearSessionStorageKeepingReferer } from '../session/referer.ts';
import { type LoginData, type Session, sessionFromLogin, sessionStore } from '../session/session-store.ts';
import { encryptPassword } from './crypto.ts';
import { request } from './request.ts';

/** One item of the institution chooser (overview §2). */
export interface OrgItem {
  id: number | string;
  loginId?: number;
  name?: string;
  title: string;
  type: number;
  tenantryId?: number;
  organizationId?: number | null;
  groupName?: string | null;
  teacherId?: number;
  current?: boolean;
  children: OrgItem[];
}

/** org-list: the count, the current institution and the tree (groups, kindergartens, supervising bodies). */
export interface OrgTree {
  total: number;
  currentId: number;
  tree: OrgItem[];
}

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
  const d = await request<{ tempToken: string; keyId: string; key: string }>('/iam/v1/no-auth/d', { silent: opts.silent, bearer: '' });
  const data = await request<LoginData & { orgCount?: number }>('/iam/v1/web-oauth/common/token', {
    json: true,
    bearer: d.tempToken,
    silent: opts.silent,
    data: { account: phone, password: await encryptPassword(d.key, password), keyId: d.keyId },
  });
  return { session: start(data), orgCount: Number(data.orgCount ?? 1) };
}

/**
 * Enters another institution of the signed-in account (chooser, partner logins). Session
 * storage is cleared but the referer kept (overview §4); navigating is the caller's part.
 */
export async function enterInstitution(id: number, loginType: string = LoginType.normal): Promise<Session> {
  const data = await request<LoginData>('/iam/v1/web-oauth/kid-login/teacher-login', { params: { schoolId: id, loginType } });
  clearSessionStorageKeepingReferer();
  return start(data);
}

/** The regulator entry (/referer): the single-use temp token opens that school read-only. */
export async function refererLogin(temptoken: string, loginId: number | string): Promise<Session> {
  // bearer '': a stale session of this browser must not be sent, nor refreshed on a 401
  const data = await request<LoginData>('/iam/v1/no-auth/referer-login', { data: { temptoken, loginId }, bearer: '' });
  return start(data);
}

export function fetchOrgTree(): Promise<OrgTree> {
  return request<OrgTree>('/iam/v1/web-oauth/org-list');
}

/**
 * Ends the session on the server (its refresh tokens stop working). Sent with the current
 * token and never refreshed: a user logging out should not see a refresh failure.
 */
export async function serverLogout(): Promise<void> {
  const token = sessionStore.get()?.token;
  if (!token) return;
  await request('/iam/v1/web-oauth/logout', { silent: true, bearer: token, timeout: 5_000 });
}
