import { positionEndpoints } from '@kg/shared/modules/garden/positions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, count, one, positionId } from '../staff/staff-test-kit.ts';

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

const positions = (schoolId: number) =>
  t.db.execute(sql`select id, name, description, sort from positions where school_id = ${schoolId} order by id`).then((r) => r.rows);

describe('query-list and option', () => {
  it('pages the positions of the school with their active holders; options list them all', async () => {
    const data = ok(await call(positionEndpoints.list, c.admin, { pageSize: 10 }));
    expect(data).toMatchObject({ total: 9, pageNum: 1, pageSize: 10 });
    const teacherRow = data.list.find((p) => p.name === '教师')!;
    expect(teacherRow.memberCount).toBe(
      await count(t, 'member_positions', sql`position_id = ${teacherRow.id} and school_id = ${c.director1.schoolId}`),
    );
    expect(ok(await call(positionEndpoints.list, c.admin, { name: '保' })).list.map((p: { name: string }) => p.name)).toEqual([
      '保育员',
      '保健医',
    ]);
    const options = ok(await call(positionEndpoints.options, c.admin));
    expect(options).toHaveLength(9);
    expect(options[0]).toEqual({ id: expect.any(Number), name: '园长' });
  });

  it('refuses the teacher and a foreign header; shows only the own school; checks input', async () => {
    refused(await call(positionEndpoints.list, c.teacher), 'common-0403');
    refused(await call(positionEndpoints.options, health), 'common-0403');
    refused(await call(positionEndpoints.list, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
    const ids2 = ok(await call(positionEndpoints.options, c.director2)).map((p: { id: number }) => p.id);
    const ids1 = (await positions(c.director1.schoolId)).map((p) => Number(p.id));
    expect(ids2.some((id: number) => ids1.includes(id))).toBe(false);
    refused(await call(positionEndpoints.list, c.director1, { pageSize: 50 }), 'common-0400', 'pageSize');
  });
});

describe('add, update, delete', () => {
  it('adds, renames and deletes a position nobody holds', async () => {
    const add = await call(positionEndpoints.add, c.admin, { name: ' 后勤主任 ', description: '食堂与安保', sort: 20 });
    const id = ok(add).id;
    expect(await one(t, sql`select name, description, sort from positions where id = ${id}`)).toEqual({
      name: '后勤主任',
      description: '食堂与安保',
      sort: 20,
    });
    ok(await call(positionEndpoints.update, c.admin, { id, name: '后勤部长', description: '' }));
    expect(await one(t, sql`select name, description, sort from positions where id = ${id}`)).toEqual({
      name: '后勤部长',
      description: null,
      sort: 20,
    });
    ok(await call(positionEndpoints.remove, c.admin, { id }));
    expect(await count(t, 'positions', sql`id = ${id}`)).toBe(0);
  });

  it('keeps names unique in a school, but another school may use the same', async () => {
    const before = await positions(c.director1.schoolId);
    refused(await call(positionEndpoints.add, c.admin, { name: '教师' }), 'kid-arch-0010', 'name');
    const nurse = await positionId(t, c.director1.schoolId, '保育员');
    refused(await call(positionEndpoints.update, c.admin, { id: nurse, name: '教师' }), 'kid-arch-0010');
    expect(await positions(c.director1.schoolId)).toEqual(before);
    ok(await call(positionEndpoints.add, c.director2, { name: '后勤部长' }));
  });

  it('refuses to delete a position staff hold, saying how many', async () => {
    const id = await positionId(t, c.director1.schoolId, '保育员');
    const res = await call(positionEndpoints.remove, c.admin, { id });
    expect(refused(res, 'kid-arch-0011')).toMatchObject({ memberCount: 3 });
    expect(await count(t, 'positions', sql`id = ${id}`)).toBe(1);
  });

  it('answers bad input with a 400 naming the field and writes nothing', async () => {
    const before = await positions(c.director1.schoolId);
    for (const [endpoint, body, field] of [
      [positionEndpoints.add, { name: '' }, 'name'],
      [positionEndpoints.add, { name: 'x'.repeat(21) }, 'name'],
      [positionEndpoints.add, { name: '园丁🌱' }, 'name'],
      [positionEndpoints.add, { name: '园丁', sort: -1 }, 'sort'],
      [positionEndpoints.update, { name: '园丁' }, 'id'],
      [positionEndpoints.remove, { id: 'x' }, 'id'],
    ] as const) {
      refused(await call(endpoint, c.admin, malformed(body)), 'common-0400', field);
    }
    expect(await positions(c.director1.schoolId)).toEqual(before);
  });

  it("refuses the teacher, another school's position by id and a foreign header; nothing changes", async () => {
    const s2 = c.director2.schoolId;
    const before = await positions(s2);
    const foreign = await positionId(t, s2, '厨师');
    refused(await call(positionEndpoints.add, c.teacher, { name: '园丁' }), 'common-0403');
    refused(await call(positionEndpoints.update, c.director1, { id: foreign, name: '园丁' }), 'common-0405');
    refused(await call(positionEndpoints.remove, c.director1, { id: foreign }), 'common-0405');
    refused(await call(positionEndpoints.add, c.director1, { name: '园丁' }, { headers: { schoolId: String(s2) } }), 'gateway-0105');
    expect(await positions(s2)).toEqual(before);
    expect(await count(t, 'positions', sql`name = '园丁'`)).toBe(0);
  });
});
