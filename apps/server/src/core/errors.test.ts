import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { computeSignature } from './signature.ts';

let t: TestApp;
beforeAll(async () => {
  // the error mock is a test fixture: served only where NODE_ENV asks for test routes
  t = await createTestApp({}, {}, { exposeTestRoutes: true });
});
afterAll(async () => {
  await t?.close();
});

/** A correctly signed request whose body is sent exactly as given (e.g. broken JSON). */
function rawPost(url: string, body: string, contentType: string, lang?: string) {
  const time = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'content-type': contentType, time, signature: computeSignature('POST', url, body, time) };
  if (lang) headers['accept-language'] = lang;
  return t.app.inject({ method: 'POST', url, payload: body, headers });
}

describe('error envelope', () => {
  it('answers an unknown /api path with 404 common-0404 and the address', async () => {
    const res = await call(t.app, '/api/no/such/path?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ code: 'common-0404', message: '请求地址出错: /api/no/such/path', data: null });
    const get = await call(t.app, '/api/no/such/path', { method: 'GET' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe('common-0404');
  });

  it('answers the test exception with 500 common-0501 and no internals', async () => {
    // the error envelope is the test: literal paths, the answers read as the raw JSON a client parses
    const res = await call(t.app, '/iam/v1/no-auth/exceptionMock', { body: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'common-0501', message: '这是一个测试异常', data: null });
    expect(res.body).not.toMatch(/stack|\.ts:|at \w+ \(|node_modules/);
  });

  it('answers a JSON syntax error with 400 common-0400', async () => {
    const res = await rawPost('/api/iam/v1/no-auth/exceptionMock', '{"code": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({ code: 'common-0400', message: '请求体不是有效的 JSON' });
    expect(res.body).not.toMatch(/stack|SyntaxError|\.ts:/);
  });

  it('answers in English when the browser asks for it', async () => {
    const notFound = await call(t.app, '/api/no/such/path', { lang: 'en' });
    expect(notFound.json().message).toBe('Unknown request address: /api/no/such/path');
    const mock = await call(t.app, '/iam/v1/no-auth/exceptionMock', { body: {}, lang: 'en' });
    expect(mock.json().message).toBe('This is a test exception');
    const broken = await rawPost('/api/iam/v1/no-auth/exceptionMock', '{', 'application/json', 'en-US,en;q=0.9');
    expect(broken.json()).toMatchObject({ code: 'common-0400', message: 'The request body is not valid JSON' });
    const noToken = await call(t.app, '/user/v1/tenantry/account/user-info', { lang: 'en' });
    expect(noToken.json()).toMatchObject({ code: 'gateway-0101', message: 'Your session has expired, please sign in again' });
  });

  it('names the failing field of a schema validation error', async () => {
    const res = await call(t.app, '/iam/v1/web-oauth/common/token', { body: { account: 'x', keyId: 'k' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'password' } });
    expect(res.json().message).toContain('password');
  });
});

describe('the error mock', () => {
  it('is exposed only when NODE_ENV is development or test, never by a plain or production start', () => {
    const exposed = (NODE_ENV?: string) => loadConfig(NODE_ENV ? { NODE_ENV } : {}).exposeTestRoutes;
    expect([exposed('test'), exposed('development'), exposed('production'), exposed()]).toEqual([true, true, false, false]);
  });

  it('answers 404 common-0404 in a production configuration', async () => {
    const prod = await createTestApp({}, {}, { exposeTestRoutes: loadConfig({ NODE_ENV: 'production' }).exposeTestRoutes });
    try {
      const res = await call(prod.app, '/iam/v1/no-auth/exceptionMock', { body: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'common-0404', data: null });
      const doc = (await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(doc.paths['/api/iam/v1/no-auth/exceptionMock']).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document listing the login call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/iam/v1/web-oauth/common/token']).toBeDefined();
    expect(doc.paths['/api/iam/v1/web-oauth/common/token'].post.requestBody).toBeDefined();
  });
});
