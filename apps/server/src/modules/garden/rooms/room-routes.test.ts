import { roomEndpoints as E } from '@kg/shared/modules/garden/rooms';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callPath, createTestApp, type LoginResult, malformed, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { placeRooms } from '../../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let groupAdmin: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher, groupAdmin] = await Promise.all(
    (['director1', 'director2', 'teacher', 'groupAdmin'] as const).map((k) => signIn(t.app, k)),
  );
});
afterAll(async () => {
  await t?.close();
});

const rooms = (schoolId: number) => {
  const r = placeRooms;
  return t.db
    .select({ id: r.id, name: r.name, roomType: r.roomType, capacity: r.capacity, location: r.location, remark: r.remark })
    .from(r)
    .where(eq(r.schoolId, schoolId))
    .orderBy(asc(r.id));
};

describe('queryForPage and listPlaceRoom', () => {
  it('pages the places of the own school with filters and course counts', async () => {
    const all = await call(E.list, director, { pageSize: 10 });
    expect(ok(all)).toMatchObject({ total: 6, pageNum: 1, pageSize: 10 });
    const art = ok(all).list.find((r) => r.name === '美工室');
    expect(art).toMatchObject({ roomType: 2, roomTypeName: '功能室', capacity: 30, courseCount: 1 });
    const outdoor = ok(await call(E.list, director, { roomType: 3 }));
    expect(outdoor.list.map((r) => r.name).sort()).toEqual(['大操场', '沙水区']);
    const byName = ok(await call(E.list, director, { name: '阅览' }, { method: 'GET' }));
    expect(byName.list.map((r) => r.name)).toEqual(['绘本阅览室']);
    // LIKE wildcards are literal
    expect(ok(await call(E.list, director, { name: '%' })).total).toBe(0);
    const en = ok(await call(E.list, director, { roomType: 3 }, { lang: 'en' }));
    expect(en.list[0].roomTypeName).toBe('Outdoor area');
  });

  it('lists options for the course form, readable with the garden code (teacher)', async () => {
    const options = ok(await call(E.options, teacher));
    expect(options).toHaveLength(6);
    expect(options[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      roomType: expect.any(Number),
      roomTypeName: expect.any(String),
      capacity: expect.any(Number),
    });
    const ids2 = ok(await call(E.options, director2)).map((r) => r.id);
    const ids1 = (await rooms(director.schoolId)).map((r) => Number(r.id));
    expect(ids2.some((id) => ids1.includes(id))).toBe(false);
  });

  it('refuses callers without the codes, a foreign schoolId header and bad paging', async () => {
    refused(await call(E.list, groupAdmin), 'common-0403');
    refused(await call(E.options, groupAdmin), 'common-0403');
    refused(await call(E.list, director, {}, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
    refused(await call(E.list, director, { pageSize: 50 }), 'common-0400', 'pageSize');
  });
});

describe('insert and deleteById', () => {
  it('adds a place, updates it through insert with id, and deletes it', async () => {
    const { id } = ok(await call(E.save, director, { name: ' 科学发现室 ', roomType: 2, capacity: 24, location: '二层', remark: '' }));
    const row = (await rooms(director.schoolId)).find((r) => r.id === id);
    expect(row).toEqual({ id, name: '科学发现室', roomType: 2, capacity: 24, location: '二层', remark: null });
    // the edit form may post a form body too, every value a string: raw transport, sent through callPath
    const form = await callPath(t.app, E.save.path, {
      token: director.token,
      form: true,
      body: { id: String(id), name: '科学室', roomType: '4', capacity: '' },
    });
    expect(form.json()).toMatchObject({ code: 'common-0001', data: { id } });
    expect((await rooms(director.schoolId)).find((r) => r.id === id)).toMatchObject({
      name: '科学室',
      roomType: 4,
      capacity: null,
      location: null,
    });
    ok(await call(E.remove, director, { id }));
    expect((await rooms(director.schoolId)).some((r) => r.id === id)).toBe(false);
  });

  it('keeps names unique within a school; another school may reuse a name', async () => {
    const before = await rooms(director.schoolId);
    refused(await call(E.save, director, { name: '美工室', roomType: 2 }), 'garden-0001', 'name');
    const music = before.find((r) => r.name === '音乐舞蹈室')!;
    refused(await call(E.save, director, { id: Number(music.id), name: '美工室' }), 'garden-0001');
    expect(await rooms(director.schoolId)).toEqual(before);
    ok(await call(E.save, director2, { name: '科学发现室' }));
  });

  it('refuses to delete a place a course uses', async () => {
    const art = (await rooms(director.schoolId)).find((r) => r.name === '美工室')!;
    expect(refused(await call(E.remove, director, { id: Number(art.id) }), 'garden-0002')).toMatchObject({ courseCount: 1 });
    expect((await rooms(director.schoolId)).some((r) => r.id === art.id)).toBe(true);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await rooms(director.schoolId);
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(31) }, 'name'],
      [{ name: '室😀' }, 'name'],
      [{ name: '甲', roomType: 9 }, 'roomType'],
      [{ name: '乙', capacity: -1 }, 'capacity'],
      [{ name: '丙', location: 'x'.repeat(101) }, 'location'],
    ] as const) {
      const res = await call(E.save, director, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      refused(res, 'common-0400', field);
    }
    refused(await call(E.remove, director, malformed({ id: 'x' })), 'common-0400', 'id');
    expect(await rooms(director.schoolId)).toEqual(before);
  });

  it("refuses the teacher (no place code) and other schools' ids, by id and by header", async () => {
    const before = await rooms(director.schoolId);
    const target = Number(before.find((r) => r.name === '沙水区')!.id);
    refused(await call(E.save, teacher, { name: '新场地' }), 'common-0403');
    refused(await call(E.remove, teacher, { id: target }), 'common-0403');
    const del = await call(E.remove, director2, { id: target });
    expect(del.status).toBe(404);
    refused(del, 'common-0405');
    refused(await call(E.save, director2, { id: target, name: '改名' }), 'common-0405');
    refused(await call(E.remove, director, { id: target }, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
    expect(await rooms(director.schoolId)).toEqual(before);
  });
});
