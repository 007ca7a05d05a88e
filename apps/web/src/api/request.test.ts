import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/index.ts';
import { sessionStore } from '../session/session-store.ts';
import { ApiError, request, TIMEOUTS } from './request.ts';
import { fail, fakeFetch, ok, resetClient, signIn } from './testing/fake-fetch.ts';

let client: Awaited<ReturnType<typeof resetClient>>;
beforeEach(async () => {
  client = await resetClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('resolved');
    },
    (e: unknown) => e as ApiError,
  );

describe('bodies', () => {
  it('form-encodes POST data by default, arrays as repeated keys, empty values left out', async () => {
    const net = fakeFetch(() => ok({ id: 1 }));
    const data = await request<{ id: number }>('/kid-arch/v1/teacher/save', {
      data: { name: '小明', ids: [1, 2], note: null, flag: true },
    });
    expect(data).toEqual({ id: 1 });
    expect(net.calls[0].method).toBe('POST');
    expect(net.calls[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(net.calls[0].body).toBe('name=%E5%B0%8F%E6%98%8E&ids=1&ids=2&flag=true');
  });

  it('sends JSON where asked and params as the query of a POST', async () => {
    const net = fakeFetch(() => ok(null));
    await request('/iam/v1/web-oauth/kid-login/teacher-login', { params: { schoolId: 2, loginType: '3' } });
    await request('/kid-arch/v1/group/update', { json: true, data: { a: [1], b: { c: 'd' } } });
    expect(net.calls[0].url).toBe('/api/iam/v1/web-oauth/kid-login/teacher-login?schoolId=2&loginType=3');
    expect(net.calls[0].body).toBe('');
    expect(net.calls[1].body).toBe('{"a":[1],"b":{"c":"d"}}');
  });

  it('puts the data of a GET into the query', async () => {
    const net = fakeFetch(() => ok([]));
    await request('/user/v1/region/listRegionByParentId', { method: 'GET', data: { parentId: 1 } });
    expect(net.calls[0].url).toBe('/api/user/v1/region/listRegionByParentId?parentId=1');
    expect(net.calls[0].body).toBeUndefined();
  });
});

describe('error catalogue (overview §8)', () => {
  const cases: [string, ReturnType<typeof fail>, string][] = [
    ['400 with the server message', fail(400, 'common-0400', 'name: 参数格式不正确'), 'name: 参数格式不正确'],
    ['400 without a message', fail(400, 'common-0400'), '请求失败'],
    ['403 as access denied', fail(403, 'common-0403', 'whatever the server says'), '拒绝访问'],
    ['404 naming the address', fail(404, 'common-0404', ''), '请求地址出错: /api/no/such'],
    ['500 with the server message', fail(500, 'common-0501', '这是一个测试异常'), '这是一个测试异常'],
    ['500 without a message', { status: 500, raw: '<html>oops</html>' }, '服务器异常'],
    ['429 with the server message', fail(429, 'gateway-0106', '请求过于频繁，请稍后再试'), '请求过于频繁，请稍后再试'],
    ['502 without a message', { status: 502, raw: 'Bad Gateway' }, '服务器异常'],
    ['200 with another code', fail(200, 'user-0002', '今日修改手机号次数已用完'), '今日修改手机号次数已用完'],
  ];
  for (const [name, reply, text] of cases) {
    it(`rejects and toasts: ${name}`, async () => {
      fakeFetch(() => reply);
      const err = await rejection(request('/no/such'));
      expect(err).toBeInstanceOf(ApiError);
      expect(err.message).toBe(text);
      expect(err.status).toBe(reply.status ?? 200);
      expect(client.toasts).toEqual([text]);
    });
  }

  it('passes the error code and data on', async () => {
    fakeFetch(() => fail(400, 'common-0400', 'bad', { field: 'name' }));
    const err = await rejection(request('/x'));
    expect(err.code).toBe('common-0400');
    expect(err.data).toEqual({ field: 'name' });
  });

  it('translates the fixed texts into the UI language', async () => {
    await setLanguage('en');
    fakeFetch(() => fail(404, 'common-0404'));
    await rejection(request('/gone'));
    expect(client.toasts).toEqual(['Wrong request address: /api/gone']);
  });

  it('logs out on 400 gateway-0102', async () => {
    signIn();
    fakeFetch(() => fail(400, 'gateway-0102', '登录状态无效，请重新登录'));
    const err = await rejection(request('/x'));
    expect(err.code).toBe('gateway-0102');
    expect(sessionStore.get()).toBeNull();
    expect(client.navigate).toHaveBeenCalledWith('/login?redirect=%2F');
  });

  it('marks the session for the password guide on iam-0015, without a toast per refused call', async () => {
    signIn({ needUpdatePassword: false });
    fakeFetch(() => fail(403, 'iam-0015', '请先修改初始密码'));
    const outcomes = await Promise.allSettled([request('/a'), request('/b')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(sessionStore.get()?.needUpdatePassword).toBe(true);
    expect(client.toasts).toEqual([]);
  });

  it('logs out once and toasts once when several calls meet gateway-0102', async () => {
    signIn();
    fakeFetch(() => fail(400, 'gateway-0102', '登录状态无效，请重新登录'));
    const outcomes = await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(client.navigate).toHaveBeenCalledTimes(1);
    expect(client.toasts).toEqual(['登录状态无效，请重新登录']);
  });

  it('shows no toast for a silent call but still rejects', async () => {
    fakeFetch(() => fail(500, 'common-0500', '服务器异常'));
    const err = await rejection(request('/x', { silent: true }));
    expect(err.message).toBe('服务器异常');
    expect(err.notified).toBe(false);
    expect(client.toasts).toEqual([]);
  });

  it('toasts once and marks the error as shown', async () => {
    fakeFetch(() => fail(400, 'common-0400', 'bad'));
    const err = await rejection(request('/x'));
    expect(err.notified).toBe(true);
  });

  it('shows the generic text when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = await rejection(request('/x'));
    expect(err.code).toBe('client-network');
    expect(client.toasts).toEqual(['请求出错，请重试']);
  });
});

describe('non-error codes', () => {
  it('resolves iam-0040 with its data', async () => {
    fakeFetch(() => fail(200, 'iam-0040', '需要选择机构', { orgCount: 2 }));
    await expect(request('/x')).resolves.toEqual({ orgCount: 2 });
    expect(client.toasts).toEqual([]);
  });

  it('resolves growth-3027 and attendance-2506 with the envelope, whatever the status', async () => {
    fakeFetch((c) =>
      c.path.endsWith('/g') ? fail(400, 'growth-3027', 'already evaluated', 1) : fail(500, 'attendance-2506', 'no schedule'),
    );
    await expect(request('/g')).resolves.toEqual({ code: 'growth-3027', message: 'already evaluated', data: 1 });
    await expect(request('/a')).resolves.toMatchObject({ code: 'attendance-2506' });
    expect(client.toasts).toEqual([]);
  });
});

describe('timeouts', () => {
  // signing runs on WebCrypto (a real thread): wait for the call to reach the network
  // before moving the fake clock, which only fakes setTimeout
  const { setImmediate } = globalThis as unknown as { setImmediate: (fn: () => void) => void };
  const reachNetwork = async (calls: unknown[], n = 1) => {
    const start = Date.now();
    while (calls.length < n && Date.now() - start < 5_000) await new Promise<void>((r) => setImmediate(r));
    expect(calls).toHaveLength(n);
  };

  it('rejects after 20 s by default with a message naming the seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const net = fakeFetch(() => new Promise(() => {}));
    const p = rejection(request('/slow'));
    await reachNetwork(net.calls);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(client.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const err = await p;
    expect(err.code).toBe('client-timeout');
    expect(err.message).toBe('请求超时（20 秒），请稍后重试');
    expect(client.toasts).toEqual([err.message]);
  });

  it('honours a longer per-request timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (r: ReturnType<typeof ok>) => void = () => {};
    const net = fakeFetch(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const p = request('/import', { timeout: TIMEOUTS.studentImport });
    await reachNetwork(net.calls);
    await vi.advanceTimersByTimeAsync(299_000);
    answer(ok('done'));
    await expect(p).resolves.toBe('done');
  });
});
