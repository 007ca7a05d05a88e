import { createHash } from 'node:crypto';
import { signaturePayload } from '@kg/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/index.ts';
import { CLIENT_ID_KEY } from './client-identity.ts';
import { stopDebugReminder } from './debug.ts';
import { request } from './request.ts';
import { setTimeDifference } from './server-time.ts';
import { fakeFetch, ok, resetClient, type Seen, signIn } from './testing/fake-fetch.ts';

const sha10 = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 10);
/** What the server recomputes (apps/server core/signature.ts) from the call as received. */
const serverSignature = (c: Seen) =>
  sha10(signaturePayload(c.method, c.path, c.query, typeof c.body === 'string' ? c.body : '', c.headers.time));

beforeEach(async () => {
  await resetClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  stopDebugReminder();
});

describe('signature', () => {
  it('matches a known vector computed with node:crypto', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const net = fakeFetch(() => ok(null));
    await request('/kid-arch/v1/teacher/grade/query-list', { params: { pageNum: 1 }, data: { name: '大班', classIds: [3, 4] } });
    const c = net.calls[0];
    expect(c.headers.time).toBe('1700000000');
    expect(c.query).toBe('pageNum=1');
    expect(c.body).toBe('name=%E5%A4%A7%E7%8F%AD&classIds=3&classIds=4');
    expect(c.headers.signature).toBe('6b1002536e');
  });

  it('covers a JSON body exactly as sent, the /api path and the raw query', async () => {
    const net = fakeFetch(() => ok(null));
    await request('/iam/v1/web-oauth/common/token?x=a b', { json: true, data: { account: '13800000000', list: [1, 2] } });
    const c = net.calls[0];
    expect(c.path).toBe('/api/iam/v1/web-oauth/common/token');
    expect(c.query).toBe('x=a+b');
    expect(c.body).toBe('{"account":"13800000000","list":[1,2]}');
    expect(c.headers['content-type']).toBe('application/json');
    expect(c.headers.signature).toBe(serverSignature(c));
  });

  it('signs GET params and multipart uploads with an empty body', async () => {
    const net = fakeFetch(() => ok(null));
    await request('/user/v1/region/listByParentRegionKey', { method: 'GET', params: { parentId: 1 } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await request('/file/upload', { data: form });
    const [get, upload] = net.calls;
    expect(get.method).toBe('GET');
    expect(get.url).toBe('/api/user/v1/region/listByParentRegionKey?parentId=1');
    expect(get.body).toBeUndefined();
    expect(get.headers.signature).toBe(sha10(signaturePayload('GET', get.path, 'parentId=1', '', get.headers.time)));
    expect(upload.body).toBe(form);
    expect(upload.headers['content-type']).toBeUndefined();
    expect(upload.headers.signature).toBe(sha10(signaturePayload('POST', upload.path, '', '', upload.headers.time)));
  });

  it('corrects the time header by the server time difference', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    setTimeDifference(-125_000);
    const net = fakeFetch(() => ok(null));
    await request('/x');
    expect(net.calls[0].headers.time).toBe('1699999875');
    expect(net.calls[0].headers.requestid).toMatch(/^[0-9a-f]{16}-1699999875$/);
  });
});

describe('headers', () => {
  it('sends the client identity, language and request id on every call, signed out', async () => {
    const net = fakeFetch(() => ok(null));
    await request('/iam/v1/no-auth/d');
    const h = net.calls[0].headers;
    expect(h['app-version']).toBe('kindergarten_manager_2.23.0');
    expect(h['client-type']).toBe('Web');
    expect(h['client-brand']).toBeTruthy();
    expect(h['client-system']).toBeTruthy();
    expect(h['client-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(h.language).toBe('zh-cn');
    expect(h['accept-language']).toBe('zh-CN');
    expect(h.sign).toBe(h.signature);
    expect(h.requestid).toMatch(new RegExp(`-${h.time}$`));
    for (const k of ['authorization', 'schoolid', 'teacherid', 'orgid', 'realorgid', 'debug']) expect(h[k]).toBeUndefined();
  });

  it('keeps one client id per browser', async () => {
    const net = fakeFetch(() => ok(null));
    await request('/a');
    await request('/b');
    expect(net.calls[0].headers['client-id']).toBe(net.calls[1].headers['client-id']);
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe(net.calls[0].headers['client-id']);
  });

  it('carries the bearer token and institution headers of the session', async () => {
    signIn({ token: 'tok', orgId: 5, schoolId: 5, teacherId: 42 });
    const net = fakeFetch(() => ok(null));
    await request('/x');
    const h = net.calls[0].headers;
    expect(h.authorization).toBe('Bearer tok');
    expect([h.schoolid, h.teacherid, h.orgid, h.realorgid]).toEqual(['5', '42', '5', '5']);
  });

  it('uses an explicit bearer instead of the session token, and none for an empty one', async () => {
    signIn({ token: 'tok' });
    const net = fakeFetch(() => ok(null));
    await request('/x', { bearer: 'temp' });
    await request('/y', { bearer: '' });
    expect(net.calls[0].headers.authorization).toBe('Bearer temp');
    expect(net.calls[1].headers.authorization).toBeUndefined();
  });

  it('sends the UI language as Accept-Language while the language header stays zh-cn', async () => {
    await setLanguage('en');
    const net = fakeFetch(() => ok(null));
    await request('/x');
    expect(net.calls[0].headers['accept-language']).toBe('en');
    expect(net.calls[0].headers.language).toBe('zh-cn');
  });

  it('adds the debug header from local storage and reminds every 60 s', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('debug', 'trace-1');
    const net = fakeFetch(() => ok(null));
    await request('/x');
    expect(net.calls[0].headers.debug).toBe('trace-1');
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(warn).toHaveBeenCalledTimes(2);
    localStorage.removeItem('debug');
    vi.advanceTimersByTime(60_000);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
