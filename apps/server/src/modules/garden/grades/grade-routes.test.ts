import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, gardenSnapshot, post, rows, teacherClassIds } from '../classes/test-utils.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/kid-arch/v1/teacher/grade';
const gradesOf = (schoolId: number) => rows(t, sql`select id, name, level from grades where school_id = ${schoolId} order by level`);

describe('grade options and list', () => {
  it('lists the grades of the school by level with counts', async () => {
    const { status, body } = await post(t, `${P}/query-list`, c.director1.token, {});
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(body.data.list.map((g: any) => g.name)).toEqual(['小班', '中班', '大班']);
    expect(body.data.list[0]).toMatchObject({ level: 1, clazzCount: 2 });
    expect(body.data.list[0].studentCount).toBeGreaterThan(40);
    const byName = await post(t, `${P}/query-list`, c.director1.token, { name: '中', pageSize: '10' }, { form: true });
    expect(body.data.list.length).toBe(3);
    expect(byName.body.data).toMatchObject({ total: 1, pageSize: 10 });
  });

  it('answers options with level names; a teacher sees only the grades of their classes', async () => {
    const all = await post(t, `${P}/query-grade-option`, c.director1.token);
    expect(all.body.data.map((g: any) => g.levelName)).toEqual(['小班', '中班', '大班']);
    const mine = await post(t, `${P}/query-grade-option`, c.teacher.token);
    const ids = await teacherClassIds(t, c.teacher);
    const expected = await rows(
      t,
      sql`select distinct grade_id as id from classes where school_id = ${c.teacher.schoolId} and id = any(${sql.param(ids)}::bigint[])`,
    );
    expect(mine.body.data.map((g: any) => g.id).sort()).toEqual(expected.map((r) => Number(r.id)).sort());
    expect(mine.body.data.length).toBeLessThan(3);
  });

  it('refuses the list to a user without the grade code', async () => {
    const { status, body } = await post(t, `${P}/query-list`, c.teacher.token, {});
    expect(status).toBe(403);
    expect(body.code).toBe('common-0403');
  });

  it('refuses a bad page size naming the field', async () => {
    const { status, body } = await post(t, `${P}/query-list`, c.director1.token, { pageSize: 15 });
    expect(status).toBe(400);
    expect(body.data).toEqual({ field: 'pageSize' });
  });
});

describe('add, update, delete', () => {
  it('adds a nursery grade, renames it and deletes it', async () => {
    const add = await post(t, `${P}/add`, c.director1.token, { name: '托班', level: '0', sort: '0' }, { form: true });
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    expect((await gradesOf(c.director1.schoolId))[0]).toMatchObject({ id, name: '托班', level: 0 });
    expect((await post(t, `${P}/update`, c.director1.token, { id, name: '托小班' })).status).toBe(200);
    expect((await gradesOf(c.director1.schoolId))[0].name).toBe('托小班');
    expect((await post(t, `${P}/delete`, c.director1.token, { id })).status).toBe(200);
    expect((await gradesOf(c.director1.schoolId)).length).toBe(3);
  });

  it('refuses a second grade of a level or a taken name, and writes nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const level = await post(t, `${P}/add`, c.director1.token, { name: '小小班', level: 1 });
    expect(level.status).toBe(400);
    expect(level.body).toMatchObject({ code: 'kid-arch-0016', data: { field: 'level' } });
    const name = await post(t, `${P}/add`, c.director1.token, { name: '小班', level: 0 });
    expect(name.body).toMatchObject({ code: 'kid-arch-0015', data: { field: 'name' } });
    const grades = await gradesOf(c.director1.schoolId);
    const rename = await post(t, `${P}/update`, c.director1.token, { id: grades[0].id, name: '中班' });
    expect(rename.body.code).toBe('kid-arch-0015');
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    for (const [body, field] of [
      [{ name: '', level: 0 }, 'name'],
      [{ name: '托班', level: 4 }, 'level'],
      [{ name: '托班😀', level: 0 }, 'name'],
      [{ name: '托班', level: 'x' }, 'level'],
    ] as const) {
      const r = await post(t, `${P}/add`, c.director1.token, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'common-0400', data: { field } });
    }
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses to delete a grade that still has classes', async () => {
    const [small] = await gradesOf(c.director1.schoolId);
    const r = await post(t, `${P}/delete`, c.director1.token, { id: small.id });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'kid-arch-0017', data: { clazzCount: 2 } });
  });

  it('refuses changes without the action code', async () => {
    const [small] = await gradesOf(c.director1.schoolId);
    for (const [url, body] of [
      ['add', { name: '托班', level: 0 }],
      ['update', { id: small.id, name: 'x' }],
      ['delete', { id: small.id }],
    ] as const) {
      const r = await post(t, `${P}/${url}`, c.teacher.token, body);
      expect(r.status).toBe(403);
    }
  });

  it("answers another school's grade like a missing one, by id and by header, and changes nothing", async () => {
    const before = await gardenSnapshot(t, c.director2.schoolId);
    const [other] = await gradesOf(c.director2.schoolId);
    const upd = await post(t, `${P}/update`, c.director1.token, { id: other.id, name: '被改了' });
    expect(upd.status).toBe(404);
    expect(upd.body.code).toBe('common-0405');
    expect((await post(t, `${P}/delete`, c.director1.token, { id: other.id })).status).toBe(404);
    const byHeader = await post(
      t,
      `${P}/add`,
      c.director1.token,
      { name: '托班', level: 0 },
      { headers: { schoolId: String(c.director2.schoolId) } },
    );
    expect(byHeader.status).toBe(400);
    expect(byHeader.body.code).toBe('gateway-0105');
    expect(await gardenSnapshot(t, c.director2.schoolId)).toEqual(before);
    expect((await gradesOf(c.director1.schoolId)).length).toBe(3);
  });
});

describe('next-grade', () => {
  it('answers the next grade, and none for the top grade', async () => {
    const [small, middle, big] = await gradesOf(c.director1.schoolId);
    const n1 = await post(t, `${P}/next-grade`, c.director1.token, { gradeId: small.id });
    expect(n1.body.data).toMatchObject({
      gradeId: small.id,
      isTopGrade: false,
      canUpgrade: true,
      nextGrade: { id: middle.id, name: '中班' },
    });
    const n3 = await post(t, `${P}/next-grade`, c.director1.token, { gradeId: big.id });
    expect(n3.body.data).toMatchObject({ isTopGrade: true, canUpgrade: false, nextGrade: null });
  });

  it("answers by a class in the teacher's range and refuses one outside it", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    expect((await post(t, `${P}/next-grade`, c.teacher.token, { clazzId: mine })).status).toBe(200);
    const other = await rows(
      t,
      sql`select id from classes where school_id = ${c.teacher.schoolId} and status = 1 and id <> all(${sql.param(await teacherClassIds(t, c.teacher))}::bigint[]) limit 1`,
    );
    const r = await post(t, `${P}/next-grade`, c.teacher.token, { clazzId: other[0].id });
    expect(r.status).toBe(404);
    const [foreign] = await gradesOf(c.director2.schoolId);
    expect((await post(t, `${P}/next-grade`, c.director1.token, { gradeId: foreign.id })).status).toBe(404);
    expect((await post(t, `${P}/next-grade`, c.director1.token, {})).body.data).toEqual({ field: 'gradeId' });
  });
});
