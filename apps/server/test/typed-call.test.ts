import { formEncode } from '@kg/shared/contract/form-encode';
import { fileEndpoints } from '@kg/shared/modules/garden/files';
import { roomEndpoints as E } from '@kg/shared/modules/garden/rooms';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, callPath, createTestApp, type LoginResult, ok, refused, signedTo, signIn, type TestApp } from './harness.ts';

let t: TestApp;
let director: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  director = await signIn(t.app, 'director1');
});
afterAll(async () => {
  await t?.close();
});

/** The app seen through a window: every request the typed call injects is kept to be read back. */
function watched(app: FastifyInstance): { app: FastifyInstance; sent: InjectOptions[] } {
  const sent: InjectOptions[] = [];
  const proxy = new Proxy(app, {
    get: (target, key) =>
      key === 'inject'
        ? (opts: InjectOptions) => {
            sent.push(opts);
            return target.inject(opts);
          }
        : Reflect.get(target, key),
  });
  return { app: proxy, sent };
}

describe('the typed call sends what the web client sends', () => {
  it('a form endpoint: its declared path under /api, a form-encoded body, signed, with the token', async () => {
    const w = watched(t.app);
    const res = await call(E.list, signedTo(w.app, { ...director }), { pageSize: 10, roomType: 3 });
    expect(
      ok(res)
        .list.map((r) => r.name)
        .sort(),
    ).toEqual(['大操场', '沙水区']);
    const [sent] = w.sent;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/api/garden/v1/placeRoom/queryForPage',
      payload: formEncode({ pageSize: 10, roomType: 3 }),
    });
    expect(sent.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${director.token}` });
  });

  it('a JSON endpoint as JSON, and a read by GET with its input in the query', async () => {
    const w = watched(t.app);
    const who = signedTo(w.app, { ...director });
    const { id } = ok(await call(E.save, who, { name: '科学发现室', roomType: 2, capacity: 24 }));
    expect(w.sent[0]).toMatchObject({ payload: JSON.stringify({ name: '科学发现室', roomType: 2, capacity: 24 }) });
    expect(w.sent[0].headers).toMatchObject({ 'content-type': 'application/json' });
    const got = ok(await call(E.list, who, { name: '科学' }, { method: 'GET' }));
    expect(got.list.map((r) => r.id)).toEqual([id]);
    expect(w.sent[1]).toMatchObject({ method: 'GET', url: `/api/garden/v1/placeRoom/queryForPage?name=${encodeURIComponent('科学')}` });
  });

  it('fills path parameters', async () => {
    const w = watched(t.app);
    await call(fileEndpoints.stored, anonymous(w.app), {}, { method: 'GET', params: { id: 987654, variant: 'thumbnail' } });
    expect(w.sent[0].url).toMatch(/^\/api\/file\/v1\/files\/987654\/thumbnail(\?|$)/);
  });

  it('calls anonymously when asked: a signed-in endpoint refuses', async () => {
    refused(await call(E.options, anonymous(t.app)), 'gateway-0101');
  });

  it('keeps the old path form working beside it', async () => {
    const res = await call(t.app, '/garden/v1/placeRoom/listPlaceRoom', { token: director.token });
    expect(res.json().code).toBe('common-0001');
    expect((await callPath(t.app, '/garden/v1/placeRoom/listPlaceRoom', { token: director.token })).json().data).toEqual(res.json().data);
  });
});

describe('sessions', () => {
  it('signs each account in once per app', async () => {
    expect(await signIn(t.app, 'director1')).toBe(director);
    const teacher = await signIn(t.app, 'teacher');
    expect(teacher).not.toBe(director);
    expect(await signIn(t.app, 'teacher')).toBe(teacher);
    const other = await createTestApp();
    try {
      const there = await signIn(other.app, 'director1');
      expect(there.token).not.toBe(director.token);
      ok(await call(E.options, there));
    } finally {
      await other.close();
    }
  });

  it('refuses a session the harness did not sign in, naming the way to; a copy of one keeps its app', async () => {
    const byHand: LoginResult = { token: director.token, refreshToken: '', schoolId: 0, teacherId: 0, accountId: 0, permission: [] };
    await expect(call(E.options, byHand)).rejects.toThrow(/not signed in through the harness/);
    ok(await call(E.options, { ...director, extra: 1 }));
  });
});

describe('types and assertions', () => {
  it('types the input from the declaration', async () => {
    // @ts-expect-error pageSiz is no field of the list's input
    await call(E.list, director, { pageSiz: 10 });
    // @ts-expect-error name is required when saving a place
    await expect(call(E.save, director, { roomType: 2 })).resolves.toBeDefined();
  });

  it('ok answers the typed data, or fails with the server message', async () => {
    const res = await call(E.list, director, { pageSize: 50 });
    expect(() => ok(res)).toThrow(/queryForPage answered 400 common-0400: .*pageSize/);
  });

  it('refused checks a 4xx with its code and the field it names, and fails on a success', async () => {
    const bad = await call(E.list, director, { pageSize: 50 });
    expect(refused(bad, 'common-0400', 'pageSize')).toMatchObject({ field: 'pageSize' });
    expect(() => refused(bad, 'common-0400', 'name')).toThrow(/naming name, it named pageSize/);
    expect(() => refused(bad, 'common-0403')).toThrow(/expected common-0403/);
    const good = await call(E.options, director);
    expect(() => refused(good, 'common-0400')).toThrow(/expected a 4xx common-0400, .* answered 200 common-0001/);
  });
});
