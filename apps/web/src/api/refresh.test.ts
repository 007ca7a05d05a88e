import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, sessionStore } from '../session/session-store.ts';
import { ApiError, REFRESH_URL, request } from './request.ts';
import { fail, fakeFetch, loginData, ok, resetClient, type Seen, signIn } from './testing/fake-fetch.ts';

let client: Awaited<ReturnType<typeof resetClient>>;
beforeEach(async () => {
  client = await resetClient();
  signIn({ token: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => vi.unstubAllGlobals());

const isRefresh = (c: Seen) => c.path === `/api${REFRESH_URL}`;
const expired = () => fail(401, 'iam-0003', '登录凭证已失效，请重新登录');

/**
 * A server whose valid access token is `access-2`: the three first calls come back 401, and
 * the refresh is answered only once all three have arrived, so all of them wait on it.
 */
function serverWithExpiredToken(
  refreshReply: () => ReturnType<typeof ok> = () =>
    ok(loginData({ token: 'access-2', refreshToken: 'refresh-2', refreshExpire: 4_000_000_000_000 })),
) {
  let arrived = 0;
  let allArrived: () => void = () => {};
  const three = new Promise<void>((r) => {
    allArrived = r;
  });
  return fakeFetch(async (c) => {
    if (isRefresh(c)) {
      await three;
      return refreshReply();
    }
    if (c.headers.authorization === 'Bearer access-2') return ok(c.path);
    if (++arrived === 3) allArrived();
    return expired();
  });
}

describe('refresh queue (overview §4, §8)', () => {
  it('refreshes once for three concurrent 401s and replays all three with the new token', async () => {
    const net = serverWithExpiredToken();
    const results = await Promise.all([request('/a'), request('/b'), request('/c')]);
    expect(results).toEqual(['/api/a', '/api/b', '/api/c']);
    const refreshes = net.calls.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].headers.authorization).toBe('Bearer refresh-1');
    const replays = net.calls.filter((c) => c.headers.authorization === 'Bearer access-2');
    expect(replays.map((c) => c.path).sort()).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(net.calls).toHaveLength(7);
    expect(sessionStore.get()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2', refreshExpire: 4_000_000_000_000 });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).token).toBe('access-2');
    expect(client.toasts).toEqual([]);
  });

  it('rejects all three and logs out once when the refresh fails', async () => {
    const net = serverWithExpiredToken(() => fail(500, 'common-0500', '服务器异常'));
    const outcomes = await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const o of outcomes) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(net.calls.filter(isRefresh)).toHaveLength(1);
    expect(net.calls).toHaveLength(4);
    expect(sessionStore.get()).toBeNull();
    expect(client.navigate).toHaveBeenCalledTimes(1);
    expect(client.navigate).toHaveBeenCalledWith('/login?redirect=%2F');
    expect(client.toasts).toEqual(['授权失败，请重新登录']);
  });

  it('logs out without another refresh when the refresh call itself gets a 401', async () => {
    const net = fakeFetch((c) => (isRefresh(c) ? fail(401, 'iam-0004', '刷新凭证无效，请重新登录') : expired()));
    const err = await request('/a').catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(net.calls.map((c) => c.path)).toEqual(['/api/a', `/api${REFRESH_URL}`]);
    expect(sessionStore.get()).toBeNull();
    expect(client.navigate).toHaveBeenCalledTimes(1);
    expect(client.toasts).toEqual(['授权失败，请重新登录']);
  });

  it('logs out without refreshing when the refresh token has expired', async () => {
    sessionStore.update({ refreshExpire: Date.now() - 1 });
    const net = fakeFetch(() => expired());
    await expect(request('/a')).rejects.toThrow('授权失败，请重新登录');
    expect(net.calls.filter(isRefresh)).toHaveLength(0);
    expect(sessionStore.get()).toBeNull();
    expect(client.navigate).toHaveBeenCalledWith('/login?redirect=%2F');
  });

  it('replays without a second refresh a 401 that comes back after the refresh finished', async () => {
    let releaseLate: () => void = () => {};
    const late = new Promise<void>((r) => {
      releaseLate = r;
    });
    const net = fakeFetch(async (c) => {
      if (isRefresh(c)) return ok(loginData({ token: 'access-2', refreshToken: 'refresh-2' }));
      if (c.headers.authorization === 'Bearer access-2') return ok(c.path);
      if (c.path === '/api/late') await late;
      return expired();
    });
    const slow = request('/late');
    await expect(request('/a')).resolves.toBe('/api/a');
    releaseLate();
    await expect(slow).resolves.toBe('/api/late');
    expect(net.calls.filter(isRefresh)).toHaveLength(1);
  });

  it('logs out when the replayed call is refused again', async () => {
    const net = fakeFetch((c) => (isRefresh(c) ? ok(loginData({ token: 'access-2', refreshToken: 'refresh-2' })) : expired()));
    await expect(request('/a')).rejects.toThrow('授权失败，请重新登录');
    expect(net.calls.filter(isRefresh)).toHaveLength(1);
    expect(net.calls).toHaveLength(3);
    expect(sessionStore.get()).toBeNull();
  });

  it('uses the token another tab already refreshed instead of refreshing again', async () => {
    const net = fakeFetch((c) => {
      if (c.headers.authorization === 'Bearer access-2') return ok('fine');
      // the other tab rotated the tokens while this call was out
      localStorage.setItem(SESSION_KEY, JSON.stringify({ ...sessionStore.get(), token: 'access-2', refreshToken: 'refresh-2' }));
      return expired();
    });
    await expect(request('/a')).resolves.toBe('fine');
    expect(net.calls.filter(isRefresh)).toHaveLength(0);
    expect(sessionStore.get()?.refreshToken).toBe('refresh-2');
  });

  it('does not refresh calls made with a temporary token', async () => {
    const net = fakeFetch(() => fail(401, 'iam-0007', '临时凭证无效或已使用'));
    await expect(request('/iam/v1/no-auth/referer-login', { bearer: '' })).rejects.toThrow('临时凭证无效或已使用');
    expect(net.calls).toHaveLength(1);
    expect(sessionStore.get()).not.toBeNull();
    expect(client.toasts).toEqual(['临时凭证无效或已使用']);
  });

  it('shows the server message for a 401 while signed out', async () => {
    sessionStore.set(null);
    fakeFetch(() => fail(401, 'gateway-0101', '登录已过期，请重新登录'));
    await expect(request('/a')).rejects.toThrow('登录已过期，请重新登录');
    expect(client.navigate).not.toHaveBeenCalled();
  });
});

describe('token sync across tabs', () => {
  it('sends the token another tab stored, as soon as its storage event arrives', async () => {
    const net = fakeFetch(() => ok(null));
    const newer = { ...sessionStore.get()!, token: 'from-other-tab', refreshToken: 'r-other' };
    localStorage.setItem(SESSION_KEY, JSON.stringify(newer));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: JSON.stringify(newer), storageArea: localStorage }));
    await request('/x');
    expect(net.calls[0].headers.authorization).toBe('Bearer from-other-tab');
    expect(sessionStore.get()?.refreshToken).toBe('r-other');
  });
});
