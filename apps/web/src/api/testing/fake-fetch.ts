import type { Answer } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { vi } from 'vitest';
import { type Session, sessionFromLogin, sessionStore } from '../../session/session-store.ts';
import { fixture } from './fixture.ts';

/** The login answer of the token, refresh, switch and referer calls. */
export type LoginAnswer = Answer<typeof signInEndpoints.refresh>;

/** One call as the fake network saw it. */
export interface Seen {
  url: string;
  path: string;
  query: string;
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON. */
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * A stand-in for the network in unit tests of the request layer: records every call and
 * answers with the handler's reply; honours the abort signal like fetch does.
 */
export function fakeFetch(handler: (req: Seen) => Reply | Promise<Reply>) {
  const calls: Seen[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit = {}) => {
    const q = url.indexOf('?');
    const seen: Seen = {
      url,
      path: q < 0 ? url : url.slice(0, q),
      query: q < 0 ? '' : url.slice(q + 1),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body as string | FormData | undefined,
    };
    calls.push(seen);
    const aborted = new Promise<never>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError')));
    });
    const reply = await Promise.race([Promise.resolve(handler(seen)), aborted]);
    const text = reply.raw ?? JSON.stringify(reply.body ?? null);
    const type = reply.raw !== undefined ? 'application/octet-stream' : 'application/json; charset=utf-8';
    return new Response(text, { status: reply.status ?? 200, headers: { 'content-type': type, ...reply.headers } });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const ok = (data: unknown): Reply => ({ body: { code: 'common-0001', message: 'success', data } });
export const fail = (status: number, code: string, message = '', data: unknown = null): Reply => ({
  status,
  body: { code, message, data },
});

/** A login answer as the server sends it: checked against the declared output schema. */
export function loginData(over: Partial<LoginAnswer> = {}): LoginAnswer {
  return fixture(signInEndpoints.refresh, {
    token: 'access-1',
    refreshToken: 'refresh-1',
    refreshExpire: Date.now() + 3_600_000,
    expiresIn: 7_200,
    accountId: 7,
    realName: '张老师',
    avatarUrl: '',
    orgId: 1,
    orgType: 2,
    orgName: '阳光第一幼儿园',
    tenantryId: 1,
    groupId: null,
    groupEmployeeId: null,
    schoolId: 1,
    schoolName: '阳光第一幼儿园',
    schoolLogoUrl: '',
    teacherId: 11,
    needUpdatePassword: false,
    readOnly: false,
    permission: ['student-manage'],
    modulesOff: [],
    externalLinks: { symptomChecklist: null, healthCare: null },
    ...over,
  });
}

export function signIn(over: Partial<LoginAnswer> = {}): Session {
  const s = sessionFromLogin(loginData(over));
  sessionStore.set(s);
  return s;
}

/** A clean browser for each test: signed out, empty storage, toasts and navigation recorded. */
export async function resetClient() {
  const [{ setErrorNotifier }, { setNavigator, setExternalNavigator }, { setTimeDifference }, { setLanguage }] = await Promise.all([
    import('../api-error.ts'),
    import('../../session/logout.ts'),
    import('../server-time.ts'),
    import('../../i18n/index.ts'),
  ]);
  sessionStore.set(null);
  localStorage.clear();
  sessionStorage.clear();
  setTimeDifference(null);
  await setLanguage('zh');
  const toasts: string[] = [];
  setErrorNotifier((m) => toasts.push(m));
  const navigate = vi.fn();
  const leave = vi.fn();
  setNavigator(navigate);
  setExternalNavigator(leave);
  return { toasts, navigate, leave };
}
