import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';

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

const BY_ID = '/user/v1/region/listRegionByParentId';
const BY_KEY = '/user/v1/region/listByParentRegionKey';

describe('region lookups under the user service paths', () => {
  it('lists the provinces under the root by default, each with the item shape', async () => {
    const res = await call(t.app, BY_ID, { token: teacher.token, form: true, body: {} });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
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
    const list = (await call(t.app, BY_ID, { token: teacher.token, form: true, body: { parentId: '350200' } })).json().data;
    expect(list.map((r: { name: string }) => r.name)).toContain('同安区');
    expect(list.find((r: { id: number }) => r.id === 350212)).toMatchObject({
      parentId: 350200,
      regionKey: '350212',
      level: 3,
      isLeaf: true,
    });
  });

  it('answers the same children by parent region key, and by parentId when no key is given', async () => {
    const byId = (await call(t.app, BY_ID, { token: teacher.token, body: { parentId: 350200 } })).json().data;
    const byKey = (await call(t.app, BY_KEY, { token: teacher.token, body: { parentRegionKey: '350200' } })).json().data;
    expect(byKey).toEqual(byId);
    const provinces = (await call(t.app, BY_KEY, { token: teacher.token, form: true, body: { parentRegionKey: '' } })).json().data;
    expect(provinces).toHaveLength(34);
    const viaId = (await call(t.app, BY_KEY, { token: teacher.token, body: { parentId: 350200 } })).json().data;
    expect(viaId).toEqual(byId);
  });

  it('accepts GET with query parameters', async () => {
    const res = await call(t.app, `${BY_ID}?parentId=350200`, { token: teacher.token, method: 'GET' });
    expect(res.json().data.length).toBeGreaterThan(3);
  });

  it('answers an empty list for an unknown parent id or key', async () => {
    expect((await call(t.app, BY_ID, { token: teacher.token, body: { parentId: 999999 } })).json().data).toEqual([]);
    expect((await call(t.app, BY_KEY, { token: teacher.token, body: { parentRegionKey: '999999' } })).json().data).toEqual([]);
    expect((await call(t.app, BY_ID, { token: teacher.token, body: { parentId: 350212 } })).json().data).toEqual([]);
  });

  it('refuses a non-numeric parentId or region key naming the field', async () => {
    const bad = await call(t.app, BY_ID, { token: teacher.token, form: true, body: { parentId: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'common-0400', data: { field: 'parentId' } });
    expect(bad.json().message).toContain('parentId');
    const badKey = await call(t.app, BY_KEY, { token: teacher.token, body: { parentRegionKey: '35;drop' } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toMatchObject({ code: 'common-0400', data: { field: 'parentRegionKey' } });
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await call(t.app, BY_ID, { body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('gateway-0101');
  });

  it('refuses a schoolId header naming another school than the session', async () => {
    const res = await call(t.app, BY_ID, { token: teacher.token, body: {}, headers: { schoolId: String(director2.schoolId) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('gateway-0105');
  });
});
