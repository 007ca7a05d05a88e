import { regionEndpoints as E } from '@kg/shared/modules/regions/regions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t.close();
});

interface Node {
  id: number;
  parentId: number;
  regionKey: string;
  name: string;
  level: number;
  isLeaf: boolean;
  children: Node[];
}
const count = (nodes: Node[]): number => nodes.reduce((n, x) => n + 1 + count(x.children), 0);

describe('region lookups under the school service paths', () => {
  it('answers the whole province → city → district tree', async () => {
    const res = await call(E.regionTree, teacher);
    expect(res.status).toBe(200);
    const tree = ok(res) as Node[];
    expect(tree).toHaveLength(34);
    const { n } = (await t.db.execute(sql`select count(*)::int as n from regions where level between 1 and 3`)).rows[0] as { n: number };
    expect(count(tree)).toBe(n);
    const fujian = tree.find((p) => p.regionKey === '350000')!;
    const xiamen = fujian.children.find((c) => c.id === 350200)!;
    expect(xiamen).toMatchObject({ parentId: 350000, name: '厦门市', level: 2, isLeaf: false });
    expect(xiamen.children.find((d) => d.id === 350212)).toEqual({
      id: 350212,
      parentId: 350200,
      regionKey: '350212',
      name: '同安区',
      level: 3,
      isLeaf: true,
      children: [],
    });
  });

  it('builds the tree once: later calls answer from memory', async () => {
    await call(E.regionTree, teacher);
    await t.db.execute(sql`delete from regions where id = 350213`);
    const tree = ok(await call(E.regionTree, teacher)) as Node[];
    const xiamen = tree.find((p) => p.id === 350000)!.children.find((c) => c.id === 350200)!;
    expect(xiamen.children.some((d) => d.id === 350213)).toBe(true);
    // the one-level lookup reads the table each time
    const list = ok(await call(E.regions, teacher, { parentId: 350200 }));
    expect(list.some((d: { id: number }) => d.id === 350213)).toBe(false);
  });

  it('lists the provinces by default and the children of a parent id', async () => {
    const provinces = ok(await call(E.regions, teacher, {}));
    expect(provinces).toHaveLength(34);
    const cities = ok(await call(E.regions, teacher, { parentId: '350000' }));
    expect(cities.find((c: { id: number }) => c.id === 350200)).toEqual({
      id: 350200,
      parentId: 350000,
      regionKey: '350200',
      name: '厦门市',
      level: 2,
      isLeaf: false,
    });
  });

  it('answers an empty list for an unknown parent', async () => {
    expect(ok(await call(E.regions, teacher, { parentId: 123 }))).toEqual([]);
  });

  it('refuses a non-numeric parentId naming the field', async () => {
    const res = await call(E.regions, teacher, malformed({ parentId: '35x' }));
    expect(res.status).toBe(400);
    refused(res, 'common-0400', 'parentId');
  });

  it('refuses callers who are not signed in', async () => {
    for (const res of [await call(E.regionTree, anonymous(t.app)), await call(E.regions, anonymous(t.app))]) {
      expect(res.status, res.url).toBe(401);
      refused(res, 'gateway-0101');
    }
  });

  it('refuses a schoolId header naming another school', async () => {
    const res = await call(E.regionTree, teacher, {}, { headers: { schoolId: String(teacher.schoolId + 1) } });
    refused(res, 'gateway-0105');
  });

  it('publishes the lookups in the API documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([`/api${E.regionTree.path}`, `/api${E.regions.path}`, `/api${E.regionsById.path}`]),
    );
  });
});
