import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, gardenSnapshot, post, rows, schoolClasses, teacherClassIds } from './test-utils.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/kid-arch/v1/teacher/clazz';
const gradeIds = async (schoolId: number) =>
  (await rows(t, sql`select id from grades where school_id = ${schoolId} order by level`)).map((r) => Number(r.id));
const notMine = async () => {
  const mine = await teacherClassIds(t, c.teacher);
  return (await schoolClasses(t, c.teacher.schoolId)).filter((x) => !mine.includes(x.id));
};

describe('add and update', () => {
  it('adds a class to a grade and updates its name, sort and size limit', async () => {
    const [small] = await gradeIds(c.director1.schoolId);
    const add = await post(
      t,
      `${P}/add`,
      c.director1.token,
      { gradeId: String(small), name: '小三班', sort: '3', maxStudents: '25' },
      { form: true },
    );
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    expect((await schoolClasses(t, c.director1.schoolId)).find((x) => x.id === id)).toMatchObject({
      name: '小三班',
      gradeId: small,
      maxStudents: 25,
      n: 0,
    });
    expect((await post(t, `${P}/update`, c.director1.token, { id, name: '小三班B', maxStudents: '' }, { form: true })).status).toBe(200);
    expect((await schoolClasses(t, c.director1.schoolId)).find((x) => x.id === id)).toMatchObject({ name: '小三班B', maxStudents: null });
  });

  it('refuses a taken name, an unknown grade and a limit below the children in class, writing nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const [small] = await gradeIds(c.director1.schoolId);
    const [first] = await schoolClasses(t, c.director1.schoolId);
    expect((await post(t, `${P}/add`, c.director1.token, { gradeId: small, name: first.name })).body).toMatchObject({
      code: 'kid-arch-0018',
      data: { field: 'name' },
    });
    const [otherGrade] = await gradeIds(c.director2.schoolId);
    expect((await post(t, `${P}/add`, c.director1.token, { gradeId: otherGrade, name: '外校年级班' })).status).toBe(404);
    const below = await post(t, `${P}/update`, c.director1.token, { id: first.id, maxStudents: 5 });
    expect(below.body).toMatchObject({ code: 'kid-arch-0021', data: { field: 'maxStudents', current: first.n } });
    for (const [body, field] of [
      [{ gradeId: small, name: '' }, 'name'],
      [{ gradeId: small, name: 'x', maxStudents: 0 }, 'maxStudents'],
      [{ gradeId: 'abc', name: 'x' }, 'gradeId'],
    ] as const) {
      const r = await post(t, `${P}/add`, c.director1.token, body);
      expect(r.status).toBe(400);
      expect(r.body.data).toEqual({ field });
    }
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses changes without the action codes', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [small] = await gradeIds(c.director1.schoolId);
    expect((await post(t, `${P}/add`, c.teacher.token, { gradeId: small, name: '偷加班' })).status).toBe(403);
    expect((await post(t, `${P}/update`, c.teacher.token, { id: mine, name: '偷改名' })).status).toBe(403);
    expect((await post(t, `${P}/delete`, c.teacher.token, { id: mine })).status).toBe(403);
    expect((await post(t, `${P}/is-confirm-delete`, c.teacher.token, { id: mine })).status).toBe(403);
  });

  it("answers another school's class like a missing one, by id and by header", async () => {
    const before = await gardenSnapshot(t, c.director2.schoolId);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    for (const url of ['update', 'delete', 'detail', 'is-confirm-delete']) {
      const r = await post(t, `${P}/${url}`, c.director1.token, { id: foreign.id, name: '被改了' });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('common-0405');
    }
    const header = await post(
      t,
      `${P}/update`,
      c.director1.token,
      { id: foreign.id, name: 'x' },
      { headers: { schoolId: String(c.director2.schoolId) } },
    );
    expect(header.body.code).toBe('gateway-0105');
    expect(await gardenSnapshot(t, c.director2.schoolId)).toEqual(before);
  });
});

describe('detail and list', () => {
  it('answers a class with counts and teachers', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const { body } = await post(t, `${P}/detail`, c.director1.token, { id: mine });
    expect(body.data).toMatchObject({ id: mine, status: 1, maxStudents: 30 });
    expect(body.data.studentCount).toBe(body.data.boyCount + body.data.girlCount);
    expect(body.data.teachers.map((x: any) => x.teacherId)).toContain(c.teacher.teacherId);
  });

  it('refuses a loose id (true, [1], hex, exponent) with a 400 naming it instead of answering class 1', async () => {
    const [first] = await schoolClasses(t, c.director1.schoolId);
    for (const id of [true, [first.id], `0x${first.id.toString(16)}`, `${first.id}e0`]) {
      const { status, body } = await post(t, `${P}/detail`, c.director1.token, { id });
      expect(status, JSON.stringify(id)).toBe(400);
      expect(body).toMatchObject({ code: 'common-0400', data: { field: 'id' } });
    }
    const asForm = await post(t, `${P}/detail`, c.director1.token, { id: String(first.id) }, { form: true });
    expect(asForm.body.data).toMatchObject({ id: first.id });
  });

  it('lets a teacher see only the classes in range (list and detail)', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const list = await post(t, `${P}/query-list`, c.teacher.token, {});
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((x: any) => x.id).sort()).toEqual(mine);
    const [other] = await notMine();
    const d = await post(t, `${P}/detail`, c.teacher.token, { id: other.id });
    expect(d.status).toBe(404);
    expect(d.body.code).toBe('common-0405');
  });

  it('lists active classes by grade and name for the director, paged', async () => {
    const [, middle] = await gradeIds(c.director1.schoolId);
    const all = await post(t, `${P}/query-list`, c.director1.token, { pageSize: 10 });
    expect(all.body.data.list.every((x: any) => x.status === 1)).toBe(true);
    expect(all.body.data.list[0]).toHaveProperty('teacherNames');
    const mid = await post(t, `${P}/query-list`, c.director1.token, { gradeId: middle, name: '一' });
    expect(mid.body.data.list.map((x: any) => x.name)).toEqual(['中一班']);
    const health = await post(t, `${P}/query-list`, c.health.token, {});
    expect(health.status).toBe(403);
    expect((await post(t, `${P}/query-list`, c.director1.token, { gradeId: 'x' })).body.data).toEqual({ field: 'gradeId' });
  });
});

describe('size limit', () => {
  it('answers how many more children fit', async () => {
    const [first] = await schoolClasses(t, c.director1.schoolId);
    const { body } = await post(t, `${P}/checkClazzNumLimit`, c.director1.token, { clazzId: first.id, addCount: 2 });
    expect(body.data).toEqual({ clazzId: first.id, limit: 30, current: first.n, remaining: 30 - first.n, canAdd: 30 - first.n >= 2 });
    const full = await post(t, `${P}/checkClazzNumLimit`, c.director1.token, { clazzId: first.id, addCount: 31 - first.n });
    expect(full.body.data.canAdd).toBe(false);
  });

  it('is limited to the range, the school and a class id', async () => {
    const [other] = await notMine();
    expect((await post(t, `${P}/checkClazzNumLimit`, c.teacher.token, { clazzId: other.id })).status).toBe(404);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await post(t, `${P}/checkClazzNumLimit`, c.director1.token, { clazzId: foreign.id })).status).toBe(404);
    expect((await post(t, `${P}/checkClazzNumLimit`, c.director1.token, {})).body.data).toEqual({ field: 'clazzId' });
    expect((await post(t, `${P}/checkClazzNumLimit`, c.health.token, { clazzId: other.id })).status).toBe(403);
  });
});

describe('delete', () => {
  it('deletes an empty class without confirmation', async () => {
    const [small] = await gradeIds(c.director1.schoolId);
    const id = (await post(t, `${P}/add`, c.director1.token, { gradeId: small, name: '空班' })).body.data.id;
    expect((await post(t, `${P}/is-confirm-delete`, c.director1.token, { id })).body.data).toEqual({
      needConfirm: false,
      studentCount: 0,
      formerCount: 0,
      canDelete: true,
    });
    expect((await post(t, `${P}/delete`, c.director1.token, { id })).body.data).toEqual({ moved: 0, movedTo: null });
    expect(await rows(t, sql`select 1 from classes where school_id = ${c.director1.schoolId} and id = ${id}`)).toEqual([]);
  });

  it('asks for confirmation and refuses to orphan children; with a target class it moves them first', async () => {
    const [small] = await gradeIds(c.director1.schoolId);
    const [source] = await schoolClasses(t, c.director1.schoolId);
    const target = (await post(t, `${P}/add`, c.director1.token, { gradeId: small, name: '接收班', maxStudents: 60 })).body.data.id;
    const plan = await post(t, `${P}/is-confirm-delete`, c.director1.token, { id: source.id });
    expect(plan.body.data).toMatchObject({ needConfirm: true, studentCount: source.n, canDelete: true });

    const before = await gardenSnapshot(t, c.director1.schoolId);
    const refused = await post(t, `${P}/delete`, c.director1.token, { id: source.id });
    expect(refused.body).toMatchObject({ code: 'kid-arch-0019', data: { studentCount: source.n } });
    expect((await post(t, `${P}/delete`, c.director1.token, { id: source.id, moveToClazzId: source.id })).body.code).toBe('kid-arch-0030');
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await post(t, `${P}/delete`, c.director1.token, { id: source.id, moveToClazzId: foreign.id })).body.code).toBe('kid-arch-0030');
    const tooSmall = (await post(t, `${P}/add`, c.director1.token, { gradeId: small, name: '小容量班', maxStudents: 2 })).body.data.id;
    expect((await post(t, `${P}/delete`, c.director1.token, { id: source.id, moveToClazzId: tooSmall })).body.code).toBe('kid-arch-0020');
    const after = await gardenSnapshot(t, c.director1.schoolId);
    expect(after.students).toEqual(before.students);

    const done = await post(t, `${P}/delete`, c.director1.token, { id: source.id, moveToClazzId: target });
    expect(done.body.data).toEqual({ moved: source.n, movedTo: target });
    const moved = await rows(
      t,
      sql`select count(*)::int as n from students where school_id = ${c.director1.schoolId} and class_id = ${target} and status = 1`,
    );
    expect(moved[0].n).toBe(source.n);
    expect(
      await rows(t, sql`select 1 from students where school_id = ${c.director1.schoolId} and class_id is null and status = 1`),
    ).toEqual([]);
  });

  it('refuses to delete a graduated class', async () => {
    const [grad] = await rows(t, sql`select id from classes where school_id = ${c.director1.schoolId} and status = 2 limit 1`);
    expect((await post(t, `${P}/delete`, c.director1.token, { id: grad.id })).body.code).toBe('kid-arch-0022');
    expect((await post(t, `${P}/is-confirm-delete`, c.director1.token, { id: grad.id })).body.data.canDelete).toBe(false);
  });
});
