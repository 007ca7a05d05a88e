import { classEndpoints as E } from '@kg/shared/modules/garden/classes-endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callPath, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, gardenSnapshot, rows, schoolClasses, teacherClassIds } from './test-utils.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const gradeIds = async (schoolId: number) =>
  (await rows(t, sql`select id from grades where school_id = ${schoolId} order by level`)).map((r) => Number(r.id));
const notMine = async () => {
  const mine = await teacherClassIds(t, c.teacher);
  return (await schoolClasses(t, c.teacher.schoolId)).filter((x) => !mine.includes(x.id));
};

describe('add and update', () => {
  it('adds a class to a grade and updates its name, sort and size limit', async () => {
    const [small] = await gradeIds(c.director1.schoolId);
    const { id } = ok(await call(E.add, c.director1, { gradeId: small, name: '小三班', sort: 3, maxStudents: 25 }));
    expect((await schoolClasses(t, c.director1.schoolId)).find((x) => x.id === id)).toMatchObject({
      name: '小三班',
      gradeId: small,
      maxStudents: 25,
      n: 0,
    });
    // an emptied field in the form body clears the limit
    ok(await call(E.update, c.director1, malformed({ id, name: '小三班B', maxStudents: '' })));
    expect((await schoolClasses(t, c.director1.schoolId)).find((x) => x.id === id)).toMatchObject({ name: '小三班B', maxStudents: null });
  });

  it('refuses a taken name, an unknown grade and a limit below the children in class, writing nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const [small] = await gradeIds(c.director1.schoolId);
    const [first] = await schoolClasses(t, c.director1.schoolId);
    refused(await call(E.add, c.director1, { gradeId: small, name: first.name }), 'kid-arch-0018', 'name');
    const [otherGrade] = await gradeIds(c.director2.schoolId);
    expect((await call(E.add, c.director1, { gradeId: otherGrade, name: '外校年级班' })).status).toBe(404);
    const below = refused(await call(E.update, c.director1, { id: first.id, maxStudents: 5 }), 'kid-arch-0021');
    expect(below).toMatchObject({ field: 'maxStudents', current: first.n });
    for (const [body, field] of [
      [{ gradeId: small, name: '' }, 'name'],
      [{ gradeId: small, name: 'x', maxStudents: 0 }, 'maxStudents'],
      [malformed({ gradeId: 'abc', name: 'x' }), 'gradeId'],
    ] as const) {
      const r = await call(E.add, c.director1, body);
      expect(r.status).toBe(400);
      expect(refused(r, 'common-0400')).toEqual({ field });
    }
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses changes without the action codes', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [small] = await gradeIds(c.director1.schoolId);
    expect((await call(E.add, c.teacher, { gradeId: small, name: '偷加班' })).status).toBe(403);
    expect((await call(E.update, c.teacher, { id: mine, name: '偷改名' })).status).toBe(403);
    expect((await call(E.remove, c.teacher, { id: mine })).status).toBe(403);
    expect((await call(E.deletePlan, c.teacher, { id: mine })).status).toBe(403);
  });

  it("answers another school's class like a missing one, by id and by header", async () => {
    const before = await gardenSnapshot(t, c.director2.schoolId);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    for (const r of [
      await call(E.update, c.director1, { id: foreign.id, name: '被改了' }),
      await call(E.remove, c.director1, { id: foreign.id }),
      await call(E.detail, c.director1, { id: foreign.id }),
      await call(E.deletePlan, c.director1, { id: foreign.id }),
    ]) {
      expect(r.status).toBe(404);
      refused(r, 'common-0405');
    }
    const header = await call(
      E.update,
      c.director1,
      { id: foreign.id, name: 'x' },
      { headers: { schoolId: String(c.director2.schoolId) } },
    );
    refused(header, 'gateway-0105');
    expect(await gardenSnapshot(t, c.director2.schoolId)).toEqual(before);
  });
});

describe('detail and list', () => {
  it('answers a class with counts and teachers', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const data = ok(await call(E.detail, c.director1, { id: mine }));
    expect(data).toMatchObject({ id: mine, status: 1, maxStudents: 30 });
    expect(data.studentCount).toBe(data.boyCount + data.girlCount);
    expect(data.teachers.map((x) => x.teacherId)).toContain(c.teacher.teacherId);
  });

  it('refuses a loose id (true, [1], hex, exponent) with a 400 naming it instead of answering class 1', async () => {
    const [first] = await schoolClasses(t, c.director1.schoolId);
    // loose ids in a JSON body no client sends: raw transport, sent through callPath
    for (const id of [true, [first.id], `0x${first.id.toString(16)}`, `${first.id}e0`]) {
      const res = await callPath(t.app, E.detail.path, { token: c.director1.token, body: { id } });
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'id' } });
    }
    expect(ok(await call(E.detail, c.director1, { id: first.id }))).toMatchObject({ id: first.id });
  });

  it('lets a teacher see only the classes in range (list and detail)', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const list = ok(await call(E.list, c.teacher));
    expect(list.total).toBe(2);
    expect(list.list.map((x) => x.id).sort()).toEqual(mine);
    const [other] = await notMine();
    const d = await call(E.detail, c.teacher, { id: other.id });
    expect(d.status).toBe(404);
    refused(d, 'common-0405');
  });

  it('lists active classes by grade and name for the director, paged', async () => {
    const [, middle] = await gradeIds(c.director1.schoolId);
    const all = ok(await call(E.list, c.director1, { pageSize: 10 }));
    expect(all.list.every((x) => x.status === 1)).toBe(true);
    expect(all.list[0]).toHaveProperty('teacherNames');
    const mid = ok(await call(E.list, c.director1, { gradeId: middle, name: '一' }));
    expect(mid.list.map((x) => x.name)).toEqual(['中一班']);
    expect((await call(E.list, c.health)).status).toBe(403);
    expect(refused(await call(E.list, c.director1, malformed({ gradeId: 'x' })), 'common-0400')).toEqual({ field: 'gradeId' });
  });
});

describe('size limit', () => {
  it('answers how many more children fit', async () => {
    const [first] = await schoolClasses(t, c.director1.schoolId);
    expect(ok(await call(E.limit, c.director1, { clazzId: first.id, addCount: 2 }))).toEqual({
      clazzId: first.id,
      limit: 30,
      current: first.n,
      remaining: 30 - first.n,
      canAdd: 30 - first.n >= 2,
    });
    expect(ok(await call(E.limit, c.director1, { clazzId: first.id, addCount: 31 - first.n })).canAdd).toBe(false);
  });

  it('is limited to the range, the school and a class id', async () => {
    const [other] = await notMine();
    expect((await call(E.limit, c.teacher, { clazzId: other.id })).status).toBe(404);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await call(E.limit, c.director1, { clazzId: foreign.id })).status).toBe(404);
    expect(refused(await call(E.limit, c.director1, malformed({})), 'common-0400')).toEqual({ field: 'clazzId' });
    expect((await call(E.limit, c.health, { clazzId: other.id })).status).toBe(403);
  });
});

describe('delete', () => {
  it('deletes an empty class without confirmation', async () => {
    const [small] = await gradeIds(c.director1.schoolId);
    const { id } = ok(await call(E.add, c.director1, { gradeId: small, name: '空班' }));
    expect(ok(await call(E.deletePlan, c.director1, { id }))).toEqual({
      needConfirm: false,
      studentCount: 0,
      formerCount: 0,
      canDelete: true,
    });
    expect(ok(await call(E.remove, c.director1, { id }))).toEqual({ moved: 0, movedTo: null });
    expect(await rows(t, sql`select 1 from classes where school_id = ${c.director1.schoolId} and id = ${id}`)).toEqual([]);
  });

  it('asks for confirmation and refuses to orphan children; with a target class it moves them first', async () => {
    const [small] = await gradeIds(c.director1.schoolId);
    const [source] = await schoolClasses(t, c.director1.schoolId);
    const target = ok(await call(E.add, c.director1, { gradeId: small, name: '接收班', maxStudents: 60 })).id;
    const plan = ok(await call(E.deletePlan, c.director1, { id: source.id }));
    expect(plan).toMatchObject({ needConfirm: true, studentCount: source.n, canDelete: true });

    const before = await gardenSnapshot(t, c.director1.schoolId);
    expect(refused(await call(E.remove, c.director1, { id: source.id }), 'kid-arch-0019')).toMatchObject({ studentCount: source.n });
    refused(await call(E.remove, c.director1, { id: source.id, moveToClazzId: source.id }), 'kid-arch-0030');
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    refused(await call(E.remove, c.director1, { id: source.id, moveToClazzId: foreign.id }), 'kid-arch-0030');
    const tooSmall = ok(await call(E.add, c.director1, { gradeId: small, name: '小容量班', maxStudents: 2 })).id;
    refused(await call(E.remove, c.director1, { id: source.id, moveToClazzId: tooSmall }), 'kid-arch-0020');
    const after = await gardenSnapshot(t, c.director1.schoolId);
    expect(after.students).toEqual(before.students);

    const done = ok(await call(E.remove, c.director1, { id: source.id, moveToClazzId: target }));
    expect(done).toEqual({ moved: source.n, movedTo: target });
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
    refused(await call(E.remove, c.director1, { id: Number(grad.id) }), 'kid-arch-0022');
    expect(ok(await call(E.deletePlan, c.director1, { id: Number(grad.id) })).canDelete).toBe(false);
  });
});
