import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../test/harness.ts';
import { type BuildOptions, buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import { ok } from './envelope.ts';
import { signAccessToken } from './tokens.ts';

let t: TestApp;
let director: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  director = await loginAs(t.app, 'director1');
});
afterAll(async () => {
  await t?.close();
});

// the bearer itself is the test (malformed, forged, absent): a literal path with the token as it is sent
const userInfo = (token?: string) => call(t.app, '/user/v1/tenantry/account/user-info', { token });

/** Builds a second app on the same database with extra routes (and its own job queue, which binds to one app: a fresh context), and readies it. */
async function buildWith(extraRoutes: BuildOptions['extraRoutes']): Promise<FastifyInstance> {
  const app = await buildApp(await createContext(t.ctx.config, t.db, { workers: t.ctx.workers, sessions: t.ctx.sessions }), {
    extraRoutes,
  });
  await app.ready();
  return app;
}

describe('tokens', () => {
  it('refuses a garbled token with 401 gateway-0101', async () => {
    for (const bad of ['garbage', 'a.b', `${director.token}x`, director.token.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'))]) {
      const res = await userInfo(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('gateway-0101');
    }
  });

  it('refuses a token forged with another key, even naming a real session', async () => {
    const forged = signAccessToken(crypto.randomBytes(32), {
      sid: 1,
      acc: director.accountId,
      org: director.schoolId,
      mid: director.teacherId,
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const res = await userInfo(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('gateway-0101');
  });

  it('answers 401 to a signed-in route called without a token', async () => {
    const res = await userInfo();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('gateway-0101');
  });

  it('accepts the genuine token', async () => {
    expect((await userInfo(director.token)).json().code).toBe('common-0001');
  });
});

describe('route access declarations', () => {
  it('refuses to start when an /api route declares no access', async () => {
    await expect(
      buildWith((app) => {
        app.post('/api/test/undeclared', async () => ok('x'));
      }),
    ).rejects.toThrow(/declares no access/);
  });

  it('refuses an access object without a codes list', async () => {
    await expect(
      buildWith((app) => {
        app.post('/api/test/half-declared', { config: { access: { read: true } as never } }, async () => ok('x'));
      }),
    ).rejects.toThrow(/declares no access/);
  });

  it('serves a route that declares its access, and enforces it', async () => {
    const app = await buildWith((scoped) => {
      scoped.post('/api/test/declared', { config: { access: { codes: ['student-manage'] } } }, async () => ok('declared'));
      scoped.post('/api/test/public', { config: { access: 'public' } }, async () => ok('open'));
    });
    try {
      expect((await call(app, '/api/test/public')).json()).toMatchObject({ code: 'common-0001', data: 'open' });
      expect((await call(app, '/api/test/declared')).statusCode).toBe(401);
      expect((await call(app, '/api/test/declared', { token: director.token })).json()).toMatchObject({ data: 'declared' });
      const finance = await loginAs(t.app, 'finance');
      // finance staff hold student-manage too; the health-care code is theirs to lack
      const codesOnly = await buildWith((scoped) => {
        scoped.post('/api/test/health-only', { config: { access: { codes: ['health-care'] } } }, async () => ok('x'));
      });
      try {
        const denied = await call(codesOnly, '/api/test/health-only', { token: finance.token });
        expect(denied.statusCode).toBe(403);
        expect(denied.json().code).toBe('common-0403');
      } finally {
        await codesOnly.close();
      }
    } finally {
      await app.close();
    }
  });
});
