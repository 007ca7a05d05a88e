import { endpoints } from '@kg/shared';
import { pageOf, timestamp } from '@kg/shared/contract/outputs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import { compiledSerializer } from './response-serializer.ts';
import { serve } from './serve.ts';

const row = z.object({
  id: z.number().int(),
  name: z.string(),
  at: timestamp,
  note: z.string().nullable(),
  nick: z.string().optional(),
  tags: z.array(z.object({ label: z.string() })),
  counts: z.record(z.string(), z.number()),
  either: z.union([z.string(), z.number()]),
});

describe('the compiled writer', () => {
  it('writes the JSON that encoding with the zod schema writes', () => {
    const schema = pageOf(row);
    const data: z.output<typeof schema> = {
      list: [
        {
          id: 1,
          name: '王"小\u2028明',
          at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
          note: null,
          tags: [{ label: 'a' }],
          counts: { x: 1.5 },
          either: 2,
        },
        { id: 2, name: 'b', at: '2026-01-01T00:00:00.000Z', note: 'n', nick: 'k', tags: [], counts: {}, either: 'two' },
      ],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    };
    expect(JSON.parse(compiledSerializer(schema)(data))).toEqual(JSON.parse(JSON.stringify(z.encode(schema, data))));
  });

  it('leaves out every field the schema does not declare, at any depth', () => {
    const data = {
      list: [{ id: 1, name: 'a', at: 'x', note: null, tags: [{ label: 'a', secret: 'S2' }], counts: {}, either: 1, idCardNo: 'S1' }],
      total: 1,
      pageNum: 1,
      pageSize: 20,
      debug: 'S3',
    };
    const written = compiledSerializer(pageOf(row))(data);
    expect(JSON.parse(written).list[0]).toEqual({ id: 1, name: 'a', at: 'x', note: null, tags: [{ label: 'a' }], counts: {}, either: 1 });
    expect(written).not.toMatch(/S1|S2|S3/);
  });
});

const E = endpoints('/test/v1', {
  leaky: {
    path: 'leaky',
    access: 'public',
    input: z.object({}),
    output: pageOf(z.object({ id: z.number().int(), name: z.string() })),
    summary: 'test',
  },
  wrong: { path: 'wrong', access: 'public', input: z.object({}), output: z.object({ id: z.number().int() }), summary: 'test' },
});

/** A handler that answers a row with a field its output schema does not declare, and one of the wrong type. */
const routes = async (app: Parameters<typeof serve>[0]) => {
  await app.register(
    async (api) => {
      serve(
        api,
        E.leaky,
        async () => ({ list: [{ id: 1, name: 'a', idCardNo: '350102201901011234' }], total: 1, pageNum: 1, pageSize: 20 }) as never,
      );
      serve(api, E.wrong, async () => ({ id: 'one' }) as never);
    },
    { prefix: '/api' },
  );
};

describe.each([
  ['checked (development and tests)', true],
  ['not checked (npm start)', false],
])('an answer, %s', (_name, checkResponses) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { extraRoutes: routes }, { checkResponses });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('never carries a field the output schema does not declare', async () => {
    const res = await call(t.app, E.leaky.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'common-0001',
      message: 'success',
      data: { list: [{ id: 1, name: 'a' }], total: 1, pageNum: 1, pageSize: 20 },
    });
    expect(res.body).not.toContain('350102');
  });

  it('of the wrong type is a bug, answered 500 with the envelope (by zod, or by the compiled writer that cannot write it)', async () => {
    const res = await call(t.app, E.wrong.path);
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('common-0500');
  });
});
