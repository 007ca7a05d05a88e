import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let groupAdmin: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher, groupAdmin] = await Promise.all(
    (['director1', 'director2', 'teacher', 'groupAdmin'] as const).map((k) => loginAs(t.app, k)),
  );
});
afterAll(async () => {
  await t?.close();
});

const P = '/garden/v1/placeRoom';
const post = (url: string, token: string, body: unknown = {}, headers?: Record<string, string>) =>
  call(t.app, `${P}/${url}`, { token, body, headers });
const rooms = async (schoolId: number) =>
  (
    await t.db.execute(
      sql`select id, name, room_type as "roomType", capacity, location, remark from place_rooms where school_id = ${schoolId} order by id`,
    )
  ).rows;

describe('queryForPage and listPlaceRoom', () => {
  it('pages the places of the own school with filters and course counts', async () => {
    const all = await post('queryForPage', director.token, { pageSize: 10 });
    expect(all.json()).toMatchObject({ code: 'common-0001', data: { total: 6, pageNum: 1, pageSize: 10 } });
    const art = all.json().data.list.find((r: { name: string }) => r.name === '美工室');
    expect(art).toMatchObject({ roomType: 2, roomTypeName: '功能室', capacity: 30, courseCount: 1 });
    const outdoor = await post('queryForPage', director.token, { roomType: 3 });
    expect(
      outdoor
        .json()
        .data.list.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['大操场', '沙水区']);
    const byName = await call(t.app, `${P}/queryForPage?name=${encodeURIComponent('阅览')}`, { token: director.token, method: 'GET' });
    expect(byName.json().data.list.map((r: { name: string }) => r.name)).toEqual(['绘本阅览室']);
    // LIKE wildcards are literal
    expect((await post('queryForPage', director.token, { name: '%' })).json().data.total).toBe(0);
    const en = await call(t.app, `${P}/queryForPage`, { token: director.token, body: { roomType: 3 }, lang: 'en' });
    expect(en.json().data.list[0].roomTypeName).toBe('Outdoor area');
  });

  it('lists options for the course form, readable with the garden code (teacher)', async () => {
    const res = await post('listPlaceRoom', teacher.token);
    expect(res.json().data).toHaveLength(6);
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      roomType: expect.any(Number),
      roomTypeName: expect.any(String),
      capacity: expect.any(Number),
    });
    const ids2 = (await post('listPlaceRoom', director2.token)).json().data.map((r: { id: number }) => r.id);
    const ids1 = (await rooms(director.schoolId)).map((r) => Number(r.id));
    expect(ids2.some((id: number) => ids1.includes(id))).toBe(false);
  });

  it('refuses callers without the codes, a foreign schoolId header and bad paging', async () => {
    expect((await post('queryForPage', groupAdmin.token)).json().code).toBe('common-0403');
    expect((await post('listPlaceRoom', groupAdmin.token)).json().code).toBe('common-0403');
    expect((await post('queryForPage', director.token, {}, { schoolId: String(director2.schoolId) })).json().code).toBe('gateway-0105');
    expect((await post('queryForPage', director.token, { pageSize: 50 })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'pageSize' },
    });
  });
});

describe('insert and deleteById', () => {
  it('adds a place, updates it through insert with id, and deletes it', async () => {
    const add = await post('insert', director.token, { name: ' 科学发现室 ', roomType: 2, capacity: 24, location: '二层', remark: '' });
    expect(add.json().code).toBe('common-0001');
    const id = add.json().data.id;
    const row = (await rooms(director.schoolId)).find((r) => r.id === id);
    expect(row).toEqual({ id, name: '科学发现室', roomType: 2, capacity: 24, location: '二层', remark: null });
    const form = await call(t.app, `${P}/insert`, {
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
    expect((await post('deleteById', director.token, { id })).json().code).toBe('common-0001');
    expect((await rooms(director.schoolId)).some((r) => r.id === id)).toBe(false);
  });

  it('keeps names unique within a school; another school may reuse a name', async () => {
    const before = await rooms(director.schoolId);
    expect((await post('insert', director.token, { name: '美工室', roomType: 2 })).json()).toMatchObject({
      code: 'garden-0001',
      data: { field: 'name' },
    });
    const music = before.find((r) => r.name === '音乐舞蹈室')!;
    expect((await post('insert', director.token, { id: music.id, name: '美工室' })).json().code).toBe('garden-0001');
    expect(await rooms(director.schoolId)).toEqual(before);
    expect((await post('insert', director2.token, { name: '科学发现室' })).json().code).toBe('common-0001');
  });

  it('refuses to delete a place a course uses', async () => {
    const art = (await rooms(director.schoolId)).find((r) => r.name === '美工室')!;
    expect((await post('deleteById', director.token, { id: art.id })).json()).toMatchObject({
      code: 'garden-0002',
      data: { courseCount: 1 },
    });
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
      const res = await post('insert', director.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().data.field).toBe(field);
    }
    expect((await post('deleteById', director.token, { id: 'x' })).json().data.field).toBe('id');
    expect(await rooms(director.schoolId)).toEqual(before);
  });

  it("refuses the teacher (no place code) and other schools' ids, by id and by header", async () => {
    const before = await rooms(director.schoolId);
    const target = before.find((r) => r.name === '沙水区')!;
    expect((await post('insert', teacher.token, { name: '新场地' })).json().code).toBe('common-0403');
    expect((await post('deleteById', teacher.token, { id: target.id })).json().code).toBe('common-0403');
    const del = await post('deleteById', director2.token, { id: target.id });
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('common-0405');
    expect((await post('insert', director2.token, { id: target.id, name: '改名' })).json().code).toBe('common-0405');
    expect((await post('deleteById', director.token, { id: target.id }, { schoolId: String(director2.schoolId) })).json().code).toBe(
      'gateway-0105',
    );
    expect(await rooms(director.schoolId)).toEqual(before);
  });
});
