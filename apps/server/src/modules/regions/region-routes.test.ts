import { regionEndpoints as E } from '@kg/shared/modules/regions/regions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
let director2: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
  director2 = await loginAs(t.app, 'director2');
});
afterAll(async () => {
  await t.close();
});

describe('region lookups under the user service paths', () => {
  it('lists the provinces under the root by default, each with the item shape', async () => {
    const res = await call(E.regionsById, teacher, {});
    expect(res.status).toBe(200);
    const list = ok(res);
    expect(list).toHaveLength(34);
    expect(list.find((r: { id: number }) => r.id === 350000)).toEqual({
      id: 350000,
      parentId: 1,
      regionKey: '350000',
      name: '福建省',
      level: 1,
      isLeaf: false,
    });
    expect(list.every((r: { parentId: number; level: number }) => r.parentId === 1 && r.level === 1)).toBe(true);
  });

  it('lists the districts of Xiamen by form parentId, districts being leaves', async () => {
    const list = ok(await call(E.regionsById, teacher, { parentId: '350200' }));
    expect(list.map((r: { name: string }) => r.name)).toContain('同安区');
    expect(list.find((r: { id: number }) => r.id === 350212)).toMatchObject({
      parentId: 350200,
      regionKey: '350212',
      level: 3,
      isLeaf: true,
    });
  });

  it('answers the same children by parent region key, and by parentId when no key is given', async () => {
    const byId = ok(await call(E.regionsById, teacher, { parentId: 350200 }));
    const byKey = ok(await call(E.regionsByKey, teacher, { parentRegionKey: '350200' }));
    expect(byKey).toEqual(byId);
    const provinces = ok(await call(E.regionsByKey, teacher, { parentRegionKey: '' }));
    expect(provinces).toHaveLength(34);
    const viaId = ok(await call(E.regionsByKey, teacher, { parentId: 350200 }));
    expect(viaId).toEqual(byId);
  });

  it('accepts GET with query parameters', async () => {
    const res = await call(E.regionsById, teacher, { parentId: 350200 }, { method: 'GET' });
    expect(ok(res).length).toBeGreaterThan(3);
  });

  it('answers an empty list for an unknown parent id or key', async () => {
    expect(ok(await call(E.regionsById, teacher, { parentId: 999999 }))).toEqual([]);
    expect(ok(await call(E.regionsByKey, teacher, { parentRegionKey: '999999' }))).toEqual([]);
    expect(ok(await call(E.regionsById, teacher, { parentId: 350212 }))).toEqual([]);
  });

  it('refuses a non-numeric parentId or region key naming the field', async () => {
    const bad = await call(E.regionsById, teacher, malformed({ parentId: 'abc' }));
    expect(bad.status).toBe(400);
    refused(bad, 'common-0400', 'parentId');
    expect(bad.message).toContain('parentId');
    const badKey = await call(E.regionsByKey, teacher, { parentRegionKey: '35;drop' });
    expect(badKey.status).toBe(400);
    refused(badKey, 'common-0400', 'parentRegionKey');
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await call(E.regionsById, anonymous(t.app), {});
    expect(res.status).toBe(401);
    refused(res, 'gateway-0101');
  });

  it('refuses a schoolId header naming another school than the session', async () => {
    const res = await call(E.regionsById, teacher, {}, { headers: { schoolId: String(director2.schoolId) } });
    expect(res.status).toBe(400);
    refused(res, 'gateway-0105');
  });
});
