import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, count, one, positionId, post } from '../staff/staff-test-kit.ts';

let t: TestApp;
let c: Cast;
let health: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  health = await loginAs(t.app, 'health');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/kid-arch/v1/teacher/job';
const positions = (schoolId: number) =>
  t.db.execute(sql`select id, name, description, sort from positions where school_id = ${schoolId} order by id`).then((r) => r.rows);

describe('query-list and option', () => {
  it('pages the positions of the school with their active holders; options list them all', async () => {
    const data = (await post(t, `${P}/query-list`, c.admin.token, { pageSize: 10 })).json().data;
    expect(data).toMatchObject({ total: 9, pageNum: 1, pageSize: 10 });
    const teacherRow = data.list.find((p: { name: string }) => p.name === '教师');
    expect(teacherRow.memberCount).toBe(
      await count(t, 'member_positions', sql`position_id = ${teacherRow.id} and school_id = ${c.director1.schoolId}`),
    );
    expect((await post(t, `${P}/query-list`, c.admin.token, { name: '保' })).json().data.list.map((p: { name: string }) => p.name)).toEqual(
      ['保育员', '保健医'],
    );
    const options = (await post(t, `${P}/option`, c.admin.token)).json().data;
    expect(options).toHaveLength(9);
    expect(options[0]).toEqual({ id: expect.any(Number), name: '园长' });
  });

  it('refuses the teacher and a foreign header; shows only the own school; checks input', async () => {
    expect((await post(t, `${P}/query-list`, c.teacher.token)).json().code).toBe('common-0403');
    expect((await post(t, `${P}/option`, health.token)).json().code).toBe('common-0403');
    expect((await post(t, `${P}/query-list`, c.director1.token, {}, { schoolId: String(c.director2.schoolId) })).json().code).toBe(
      'gateway-0105',
    );
    const ids2 = (await post(t, `${P}/option`, c.director2.token)).json().data.map((p: { id: number }) => p.id);
    const ids1 = (await positions(c.director1.schoolId)).map((p) => Number(p.id));
    expect(ids2.some((id: number) => ids1.includes(id))).toBe(false);
    expect((await post(t, `${P}/query-list`, c.director1.token, { pageSize: 50 })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'pageSize' },
    });
  });
});

describe('add, update, delete', () => {
  it('adds, renames and deletes a position nobody holds', async () => {
    const add = await post(t, `${P}/add`, c.admin.token, { name: ' 后勤主任 ', description: '食堂与安保', sort: 20 });
    const id = add.json().data.id;
    expect(await one(t, sql`select name, description, sort from positions where id = ${id}`)).toEqual({
      name: '后勤主任',
      description: '食堂与安保',
      sort: 20,
    });
    expect((await post(t, `${P}/update`, c.admin.token, { id, name: '后勤部长', description: '' })).json().code).toBe('common-0001');
    expect(await one(t, sql`select name, description, sort from positions where id = ${id}`)).toEqual({
      name: '后勤部长',
      description: null,
      sort: 20,
    });
    expect((await post(t, `${P}/delete`, c.admin.token, { id })).json().code).toBe('common-0001');
    expect(await count(t, 'positions', sql`id = ${id}`)).toBe(0);
  });

  it('keeps names unique in a school, but another school may use the same', async () => {
    const before = await positions(c.director1.schoolId);
    expect((await post(t, `${P}/add`, c.admin.token, { name: '教师' })).json()).toMatchObject({
      code: 'kid-arch-0010',
      data: { field: 'name' },
    });
    const nurse = await positionId(t, c.director1.schoolId, '保育员');
    expect((await post(t, `${P}/update`, c.admin.token, { id: nurse, name: '教师' })).json().code).toBe('kid-arch-0010');
    expect(await positions(c.director1.schoolId)).toEqual(before);
    expect((await post(t, `${P}/add`, c.director2.token, { name: '后勤部长' })).json().code).toBe('common-0001');
  });

  it('refuses to delete a position staff hold, saying how many', async () => {
    const id = await positionId(t, c.director1.schoolId, '保育员');
    const res = await post(t, `${P}/delete`, c.admin.token, { id });
    expect(res.json()).toMatchObject({ code: 'kid-arch-0011', data: { memberCount: 3 } });
    expect(await count(t, 'positions', sql`id = ${id}`)).toBe(1);
  });

  it('answers bad input with a 400 naming the field and writes nothing', async () => {
    const before = await positions(c.director1.schoolId);
    for (const [url, body, field] of [
      ['add', { name: '' }, 'name'],
      ['add', { name: 'x'.repeat(21) }, 'name'],
      ['add', { name: '园丁🌱' }, 'name'],
      ['add', { name: '园丁', sort: -1 }, 'sort'],
      ['update', { name: '园丁' }, 'id'],
      ['delete', { id: 'x' }, 'id'],
    ] as const) {
      expect((await post(t, `${P}/${url}`, c.admin.token, body)).json(), JSON.stringify(body)).toMatchObject({
        code: 'common-0400',
        data: { field },
      });
    }
    expect(await positions(c.director1.schoolId)).toEqual(before);
  });

  it("refuses the teacher, another school's position by id and a foreign header; nothing changes", async () => {
    const s2 = c.director2.schoolId;
    const before = await positions(s2);
    const foreign = await positionId(t, s2, '厨师');
    expect((await post(t, `${P}/add`, c.teacher.token, { name: '园丁' })).json().code).toBe('common-0403');
    expect((await post(t, `${P}/update`, c.director1.token, { id: foreign, name: '园丁' })).json().code).toBe('common-0405');
    expect((await post(t, `${P}/delete`, c.director1.token, { id: foreign })).json().code).toBe('common-0405');
    expect((await post(t, `${P}/add`, c.director1.token, { name: '园丁' }, { schoolId: String(s2) })).json().code).toBe('gateway-0105');
    expect(await positions(s2)).toEqual(before);
    expect(await count(t, 'positions', sql`name = '园丁'`)).toBe(0);
  });
});
