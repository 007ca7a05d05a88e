import { codesOf, type Endpoint } from '@kg/shared';
import { STRIPPED_FIELDS } from '@kg/shared/contract/fields';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { MODULE_CONTRACTS } from '@kg/shared/modules/contracts';
import { ALL_GROUP_CONSOLE_CODES, ALL_REGULATION_CODES } from '@kg/shared/modules/group/codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../test/harness.ts';
import { apiRoutes } from './access.ts';
import { declaredEndpoints, contentPrint as kitContentPrint, walk } from './endpoint-walk-kit.ts';

/**
 * Walks every route the app registered (not a hand list): each is mounted from a declared
 * endpoint with its access and output schema; every declared endpoint refuses loose ids,
 * control characters, lone surrogates and invisible characters (the text rule), and refuses a
 * session without its codes.
 */
let t: TestApp;
let director: LoginResult;
let groupAdmin: LoginResult;
let regulator: LoginResult;
let noCodes: LoginResult;
beforeAll(async () => {
  // thousands of calls in a few sessions: each session is loaded once, not per call
  t = await createTestApp({}, {}, { sessionCacheMs: 60_000 });
  director = await loginAs(t.app, 'director1');
  groupAdmin = await loginAs(t.app, 'groupAdmin');
  regulator = await loginAs(t.app, 'regulator');
  noCodes = await loginAs(t.app, 'finance');
  // the finance member keeps its session but loses every role: it holds no code at all
  await t.db.execute(sql`delete from member_roles where institution_id = ${noCodes.schoolId} and member_id = ${noCodes.teacherId}`);
}, 60_000);
afterAll(async () => {
  await t.close();
});

// a device call (attendance's intake) is refused before its input is read unless a registered
// device signed it: its bad input is walked by its own tests, with signed batches
const declared = () => declaredEndpoints(t.app).filter((e) => e.access !== 'device');
const contentPrint = () => kitContentPrint(t.db);

/** The object shape of an input schema, through preprocess and refinements. */
function shapeOf(s: z.ZodType): Record<string, z.ZodType> | null {
  if (s instanceof z.ZodObject) return s.shape as Record<string, z.ZodType>;
  if (s instanceof z.ZodPipe) return shapeOf(s.in as z.ZodType) ?? shapeOf(s.out as z.ZodType);
  return null;
}

/**
 * A session holding the endpoint's codes and the institution of its scope: the consoles' calls
 * are a group's or an authority's administrator's.
 */
function tokenFor(e: Endpoint): string {
  if (e.scope === 'group') return groupAdmin.token;
  if (e.scope === 'authority') return regulator.token;
  const codes = codesOf(e.access);
  if (codes.some((c) => ALL_GROUP_CONSOLE_CODES.includes(c))) return groupAdmin.token;
  if (codes.some((c) => ALL_REGULATION_CODES.includes(c))) return regulator.token;
  return director.token;
}

const ID_KEY = /^(id|ids)$|[a-z](Id|Ids)$/;
const LOOSE_IDS: unknown[] = [true, [1], '0x1', '1e0', ' 1', 1.5, -1];

describe('every route', () => {
  it('is mounted from a declared endpoint with access and an output schema', () => {
    const routes = apiRoutes(t.app).filter((r) => !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const r of routes.filter((x) => x.endpoint)) {
      const e = r.endpoint as Endpoint;
      expect(e.output, e.path).toBeInstanceOf(z.ZodType);
      expect(r.hasResponseSchema || e.transfer === 'download', `${e.path} has no response schema`).toBe(true);
      expect(r.url).toBe(`/api${e.path}`);
    }
  });

  it("serves exactly the endpoints the modules' contracts list", () => {
    const served = new Set(apiRoutes(t.app).flatMap((r) => (r.endpoint ? [`${r.method} ${r.endpoint.path}`] : [])));
    // the test-only call is served only with NODE_ENV development or test (config.exposeTestRoutes)
    const listed = new Set(
      MODULE_CONTRACTS.flatMap((c) => c.endpoints.flatMap((e) => e.methods.map((m) => `${m} ${e.path}`))).filter(
        (k) => k !== `POST ${signInEndpoints.exceptionMock.path}`,
      ),
    );
    expect([...listed].filter((k) => !served.has(k))).toEqual([]);
    expect([...served].filter((k) => !listed.has(k))).toEqual([]);
  });
});

// each walk makes hundreds of calls: on a busy 2-core machine that outlasts the 30 s default
describe('every declared endpoint', { timeout: 120_000 }, () => {
  it('refuses loose ids in its id fields, in the schema and over HTTP, and writes nothing', async () => {
    const before = await contentPrint();
    let probed = 0;
    await walk(declared(), async (e) => {
      const shape = shapeOf(e.input);
      if (!shape || e.transfer === 'upload') return;
      for (const [key, field] of Object.entries(shape)) {
        if (!ID_KEY.test(key) || !field.safeParse(key.endsWith('s') ? [5] : 5).success) continue;
        for (const junk of LOOSE_IDS) {
          // a list key gets each loose value as one of its ids ([1] is a valid list, [[1]] is not)
          const value = key.endsWith('s') ? [junk] : junk;
          expect(field.safeParse(value).success, `${e.path} ${key}=${JSON.stringify(value)}`).toBe(false);
        }
        const res = await call(t.app, e.path, { token: tokenFor(e), body: { [key]: key.endsWith('s') ? [true] : true } });
        expect(res.statusCode, `${e.path} ${key}`).toBe(400);
        expect(res.json().code).toBe('common-0400');
        probed++;
      }
    });
    expect(probed).toBeGreaterThan(20);
    expect(await contentPrint()).toBe(before);
  });

  it('refuses a control character (C0 or C1) in a body field with a 400 naming it', async () => {
    await walk(declared(), async (e) => {
      if (e.transfer === 'upload' || !e.methods.includes('POST')) return;
      const key = Object.keys(shapeOf(e.input) ?? {})[0] ?? 'probe';
      for (const value of ['a\u0000b', 'a\u0085b']) {
        const res = await call(t.app, e.path, { token: tokenFor(e), body: { [key]: value } });
        expect(res.statusCode, e.path).toBe(400);
        expect(res.json().data, e.path).toEqual({ field: key });
      }
    });
  });

  it('refuses a lone surrogate, a bidi override and a zero-width character in any field, naming it, and writes nothing', async () => {
    const before = await contentPrint();
    let probed = 0;
    await walk(declared(), async (e) => {
      if (e.transfer === 'upload') return;
      const shape = shapeOf(e.input) ?? {};
      const key = Object.keys(shape)[0] ?? 'probe';
      // a search field drops invisible characters instead (text-rule.ts); a lone surrogate it refuses too
      const stripped = shape[key] !== undefined && STRIPPED_FIELDS.has(shape[key]);
      const probes: [unknown, string][] = [
        [`a\uD800b`, key],
        [[{ deep: 'x\uDC00' }], `${key}.0.deep`],
        ...(stripped
          ? []
          : ([
              [`张\u202E三`, key],
              [`张三\u200B`, key],
            ] as [unknown, string][])),
      ];
      for (const [value, field] of probes) {
        const post = e.methods.includes('POST');
        // a query string cannot carry a lone surrogate (it decodes to U+FFFD) nor a nested list
        if (!post && (typeof value !== 'string' || /[\uD800-\uDFFF]/.test(value))) continue;
        const res = post
          ? await call(t.app, e.path, { token: tokenFor(e), body: { [key]: value } })
          : await call(t.app, `${e.path}?${key}=${encodeURIComponent(String(value))}`, { token: tokenFor(e), method: 'GET' });
        expect(res.statusCode, `${e.path} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json().data, `${e.path} ${JSON.stringify(value)}`).toEqual({ field });
        probed++;
      }
      if (stripped) {
        const res = await call(t.app, e.path, { token: tokenFor(e), body: { [key]: '张三\u200B' } });
        expect(res.statusCode, `${e.path} stripped`).toBeLessThan(500);
      }
    });
    expect(probed).toBeGreaterThan(500);
    expect(await contentPrint()).toBe(before);
  });

  it('refuses a session that holds none of its codes, whatever it sends', async () => {
    let probed = 0;
    await walk(declared(), async (e) => {
      if (codesOf(e.access).length === 0) return;
      const method = e.methods[0];
      const res = await call(t.app, e.path, { token: noCodes.token, method, body: method === 'POST' ? {} : undefined });
      expect(res.json().code, e.path).toBe('common-0403');
      probed++;
    });
    expect(probed).toBeGreaterThan(20);
  });
});
