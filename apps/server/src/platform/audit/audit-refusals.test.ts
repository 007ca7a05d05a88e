import { positionEndpoints as P } from '@kg/shared/modules/garden/positions';
import { auditEndpoints as E } from '@kg/shared/modules/platform/audit';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../test/harness.ts';
import { auditEntries as a, positions } from '../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Refusal = { tableName: string; action: string; actorName: string; endpoint: string; after: { code: string; method: string } };

it('records a write refused for access as a "refused" audit event: who, which call, why, not the payload', async () => {
  const res = await call(P.add, teacher, { name: '秘密岗位-13911112222' });
  refused(res, 'common-0403');
  const page = ok(await call(E.search, director, { action: 'refused', pageSize: 20 }));
  const mine = page.list.filter((e) => e.endpoint === P.add.path) as unknown as Refusal[];
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ tableName: 'request', action: 'refused', after: { code: 'common-0403', method: 'POST' } });
  expect(mine[0].actorName).toBeTruthy();
  expect(JSON.stringify(mine[0])).not.toContain('13911112222');
  // the refused entry is a link of the school's chain like any other
  expect(ok(await call(E.verify, director)).ok).toBe(true);
});

it("records another institution's id and a forged institution header; not a bad field, not a read", async () => {
  const [other] = await t.db.select({ id: positions.id }).from(positions).where(eq(positions.schoolId, director2.schoolId)).limit(1);
  refused(await call(P.update, director, { id: other.id, name: '夺取' }), 'common-0405');
  const header = await call(P.remove, director, { id: 1 }, { headers: { schoolid: String(director2.schoolId) } });
  refused(header, 'gateway-0105');
  refused(await call(P.add, director, { name: '' }), 'common-0400');
  refused(await call(E.search, teacher), 'common-0403');

  const codes = await t.db
    .select({ endpoint: a.endpoint, code: sql<string>`${a.after}->>'code'` })
    .from(a)
    .where(and(eq(a.institutionId, director.schoolId), eq(a.action, 'refused')))
    .orderBy(asc(a.seq));
  expect(codes).toEqual(
    expect.arrayContaining([
      { endpoint: P.update.path, code: 'common-0405' },
      { endpoint: P.remove.path, code: 'gateway-0105' },
    ]),
  );
  expect(codes.filter((c) => c.code === 'common-0400')).toHaveLength(0);
  expect(codes.filter((c) => c.endpoint === E.search.path)).toHaveLength(0);
});
