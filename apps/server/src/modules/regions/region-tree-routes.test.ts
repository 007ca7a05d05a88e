import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t.close();
});

const ALL = '/kid-arch/v1/teacher/region/getAll';
const BY_PARENT = '/kid-arch/v1/teacher/region/getListByParentId';

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
    const res = await call(t.app, ALL, { token: teacher.token });
    expect(res.statusCode).toBe(200);
    const tree: Node[] = res.json().data;
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
    await call(t.app, ALL, { token: teacher.token });
    await t.db.execute(sql`delete from regions where id = 350213`);
    const tree: Node[] = (await call(t.app, ALL, { token: teacher.token })).json().data;
    const xiamen = tree.find((p) => p.id === 350000)!.children.find((c) => c.id === 350200)!;
    expect(xiamen.children.some((d) => d.id === 350213)).toBe(true);
    // the one-level lookup reads the table each time
    const list = (await call(t.app, BY_PARENT, { token: teacher.token, body: { parentId: 350200 } })).json().data;
    expect(list.some((d: { id: number }) => d.id === 350213)).toBe(false);
  });

  it('lists the provinces by default and the children of a parent id', async () => {
    const provinces = (await call(t.app, BY_PARENT, { token: teacher.token, form: true, body: {} })).json().data;
    expect(provinces).toHaveLength(34);
    const cities = (await call(t.app, BY_PARENT, { token: teacher.token, form: true, body: { parentId: '350000' } })).json().data;
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
    expect((await call(t.app, BY_PARENT, { token: teacher.token, body: { parentId: 123 } })).json().data).toEqual([]);
  });

  it('refuses a non-numeric parentId naming the field', async () => {
    const res = await call(t.app, BY_PARENT, { token: teacher.token, form: true, body: { parentId: '35x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'parentId' } });
  });

  it('refuses callers who are not signed in', async () => {
    for (const url of [ALL, BY_PARENT]) {
      const res = await call(t.app, url, { body: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('gateway-0101');
    }
  });

  it('refuses a schoolId header naming another school', async () => {
    const res = await call(t.app, ALL, { token: teacher.token, headers: { schoolId: String(teacher.schoolId + 1) } });
    expect(res.json().code).toBe('gateway-0105');
  });

  it('publishes the lookups in the API documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([`/api${ALL}`, `/api${BY_PARENT}`, '/api/user/v1/region/listRegionByParentId']),
    );
  });
});
