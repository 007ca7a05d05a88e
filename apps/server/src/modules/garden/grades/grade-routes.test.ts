import { gradeEndpoints as E } from '@kg/shared/modules/garden/grades';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, gardenSnapshot, rows, teacherClassIds } from '../classes/test-utils.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const gradesOf = (schoolId: number) => rows(t, sql`select id, name, level from grades where school_id = ${schoolId} order by level`);

describe('grade options and list', () => {
  it('lists the grades of the school by level with counts', async () => {
    const data = ok(await call(E.list, c.director1));
    expect(data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(data.list.map((g) => g.name)).toEqual(['小班', '中班', '大班']);
    expect(data.list[0]).toMatchObject({ level: 1, clazzCount: 2 });
    expect(data.list[0].studentCount).toBeGreaterThan(40);
    const byName = ok(await call(E.list, c.director1, { name: '中', pageSize: 10 }));
    expect(data.list.length).toBe(3);
    expect(byName).toMatchObject({ total: 1, pageSize: 10 });
  });

  it('answers options with level names; a teacher sees only the grades of their classes', async () => {
    const all = ok(await call(E.options, c.director1));
    expect(all.map((g) => g.levelName)).toEqual(['小班', '中班', '大班']);
    const mine = ok(await call(E.options, c.teacher));
    const ids = await teacherClassIds(t, c.teacher);
    const expected = await rows(
      t,
      sql`select distinct grade_id as id from classes where school_id = ${c.teacher.schoolId} and id = any(${sql.param(ids)}::bigint[])`,
    );
    expect(mine.map((g) => g.id).sort()).toEqual(expected.map((r) => Number(r.id)).sort());
    expect(mine.length).toBeLessThan(3);
  });

  it('refuses the list to a user without the grade code', async () => {
    const res = await call(E.list, c.teacher);
    expect(res.status).toBe(403);
    refused(res, 'common-0403');
  });

  it('refuses a bad page size naming the field', async () => {
    const res = await call(E.list, c.director1, { pageSize: 15 });
    expect(res.status).toBe(400);
    expect(refused(res, 'common-0400')).toEqual({ field: 'pageSize' });
  });
});

describe('add, update, delete', () => {
  it('adds a nursery grade, renames it and deletes it', async () => {
    const { id } = ok(await call(E.add, c.director1, { name: '托班', level: 0, sort: 0 }));
    expect((await gradesOf(c.director1.schoolId))[0]).toMatchObject({ id, name: '托班', level: 0 });
    ok(await call(E.update, c.director1, { id, name: '托小班' }));
    expect((await gradesOf(c.director1.schoolId))[0].name).toBe('托小班');
    ok(await call(E.remove, c.director1, { id }));
    expect((await gradesOf(c.director1.schoolId)).length).toBe(3);
  });

  it('refuses a second grade of a level or a taken name, and writes nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const level = await call(E.add, c.director1, { name: '小小班', level: 1 });
    expect(level.status).toBe(400);
    refused(level, 'kid-arch-0016', 'level');
    refused(await call(E.add, c.director1, { name: '小班', level: 0 }), 'kid-arch-0015', 'name');
    const grades = await gradesOf(c.director1.schoolId);
    refused(await call(E.update, c.director1, { id: grades[0].id, name: '中班' }), 'kid-arch-0015');
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    for (const [body, field] of [
      [{ name: '', level: 0 }, 'name'],
      [{ name: '托班', level: 4 }, 'level'],
      [{ name: '托班😀', level: 0 }, 'name'],
      [malformed({ name: '托班', level: 'x' }), 'level'],
    ] as const) {
      const r = await call(E.add, c.director1, body);
      expect(r.status).toBe(400);
      refused(r, 'common-0400', field);
    }
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses to delete a grade that still has classes', async () => {
    const [small] = await gradesOf(c.director1.schoolId);
    const r = await call(E.remove, c.director1, { id: small.id });
    expect(r.status).toBe(400);
    expect(refused(r, 'kid-arch-0017')).toMatchObject({ clazzCount: 2 });
  });

  it('refuses changes without the action code', async () => {
    const [small] = await gradesOf(c.director1.schoolId);
    for (const r of [
      await call(E.add, c.teacher, { name: '托班', level: 0 }),
      await call(E.update, c.teacher, { id: small.id, name: 'x' }),
      await call(E.remove, c.teacher, { id: small.id }),
    ]) {
      expect(r.status).toBe(403);
      refused(r, 'common-0403');
    }
  });

  it("answers another school's grade like a missing one, by id and by header, and changes nothing", async () => {
    const before = await gardenSnapshot(t, c.director2.schoolId);
    const [other] = await gradesOf(c.director2.schoolId);
    const upd = await call(E.update, c.director1, { id: other.id, name: '被改了' });
    expect(upd.status).toBe(404);
    refused(upd, 'common-0405');
    expect((await call(E.remove, c.director1, { id: other.id })).status).toBe(404);
    const byHeader = await call(E.add, c.director1, { name: '托班', level: 0 }, { headers: { schoolId: String(c.director2.schoolId) } });
    expect(byHeader.status).toBe(400);
    refused(byHeader, 'gateway-0105');
    expect(await gardenSnapshot(t, c.director2.schoolId)).toEqual(before);
    expect((await gradesOf(c.director1.schoolId)).length).toBe(3);
  });
});

describe('next-grade', () => {
  it('answers the next grade, and none for the top grade', async () => {
    const [small, middle, big] = await gradesOf(c.director1.schoolId);
    const n1 = ok(await call(E.next, c.director1, { gradeId: small.id }));
    expect(n1).toMatchObject({
      gradeId: small.id,
      isTopGrade: false,
      canUpgrade: true,
      nextGrade: { id: middle.id, name: '中班' },
    });
    const n3 = ok(await call(E.next, c.director1, { gradeId: big.id }));
    expect(n3).toMatchObject({ isTopGrade: true, canUpgrade: false, nextGrade: null });
  });

  it("answers by a class in the teacher's range and refuses one outside it", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    ok(await call(E.next, c.teacher, { clazzId: mine }));
    const other = await rows(
      t,
      sql`select id from classes where school_id = ${c.teacher.schoolId} and status = 1 and id <> all(${sql.param(await teacherClassIds(t, c.teacher))}::bigint[]) limit 1`,
    );
    const r = await call(E.next, c.teacher, { clazzId: Number(other[0].id) });
    expect(r.status).toBe(404);
    const [foreign] = await gradesOf(c.director2.schoolId);
    expect((await call(E.next, c.director1, { gradeId: foreign.id })).status).toBe(404);
    expect(refused(await call(E.next, c.director1, {}), 'common-0400')).toEqual({ field: 'gradeId' });
  });
});
