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
const byLevel = async (schoolId: number, level: number) => (await schoolClasses(t, schoolId)).filter((x) => x.level === level);
const graduated = (schoolId: number) =>
  rows(t, sql`select id, name, graduated_at as "graduatedAt" from classes where school_id = ${schoolId} and status = 2 order by id`);

describe('graduated classes (demo: one per school, 2026)', () => {
  it('lists them paged with their graduates and year', async () => {
    const { body } = await post(t, `${P}/graduate/query-list`, c.director1.token, {});
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({ name: '大一班', gradeName: '大班', graduatedAt: '2026-07-10', graduateYear: 2026 });
    expect(body.data.list[0].studentCount).toBeGreaterThan(20);
    expect((await post(t, `${P}/graduate/query-list`, c.director1.token, { graduateYear: 2025 })).body.data.total).toBe(0);
    expect((await post(t, `${P}/graduate/query-list`, c.director1.token, { graduateYear: 'x' })).body.data).toEqual({
      field: 'graduateYear',
    });
  });

  it('answers the detail and the options of graduated classes', async () => {
    const [g] = await graduated(c.director1.schoolId);
    const d = await post(t, `${P}/graduate/clazz-detail`, c.director1.token, { id: g.id });
    expect(d.body.data).toMatchObject({ id: g.id, status: 2, graduatedAt: '2026-07-10' });
    expect(d.body.data.studentCount).toBe(d.body.data.boyCount + d.body.data.girlCount);
    expect(d.body.data.teachers.length).toBe(2);
    const opt = await post(t, `${P}/graduate/option-clazz-graduate`, c.director1.token);
    expect(opt.body.data).toEqual([{ id: g.id, name: '大一班', graduatedAt: '2026-07-10', graduateYear: 2026 }]);
    const [active] = await schoolClasses(t, c.director1.schoolId);
    expect((await post(t, `${P}/graduate/clazz-detail`, c.director1.token, { id: active.id })).status).toBe(404);
  });

  it("hides graduated classes outside the teacher's range and other schools'", async () => {
    expect((await post(t, `${P}/graduate/query-list`, c.teacher.token, {})).body.data.total).toBe(0);
    expect((await post(t, `${P}/graduate/option-clazz-graduate`, c.teacher.token)).body.data).toEqual([]);
    const [g] = await graduated(c.director1.schoolId);
    expect((await post(t, `${P}/graduate/clazz-detail`, c.teacher.token, { id: g.id })).status).toBe(404);
    const [foreign] = await graduated(c.director2.schoolId);
    expect((await post(t, `${P}/graduate/clazz-detail`, c.director1.token, { id: foreign.id })).status).toBe(404);
    expect(
      (await post(t, `${P}/graduate/query-list`, c.director1.token, {}, { headers: { schoolId: String(c.director2.schoolId) } })).body.code,
    ).toBe('gateway-0105');
  });

  it('refuses graduate lists without a class or child code', async () => {
    const { loginAs } = await import('../../../../test/harness.ts');
    const group = await loginAs(t.app, 'groupAdmin');
    expect((await post(t, `${P}/graduate/query-list`, group.token, {})).status).toBe(403);
  });
});

describe('upgrade', () => {
  it('refuses top-grade classes, a missing next grade, bad ids, and writes nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const [big] = await byLevel(c.director1.schoolId, 3);
    const [small] = await byLevel(c.director1.schoolId, 1);
    const top = await post(t, `${P}/upgrade`, c.director1.token, { clazzIds: [small.id, big.id] });
    expect(top.body).toMatchObject({ code: 'kid-arch-0023', data: { clazzId: big.id } });
    const [g] = await graduated(c.director1.schoolId);
    expect((await post(t, `${P}/upgrade`, c.director1.token, { clazzIds: [g.id] })).body.code).toBe('kid-arch-0022');
    expect((await post(t, `${P}/upgrade`, c.director1.token, { clazzIds: '' }, { form: true })).body.data).toEqual({ field: 'clazzIds' });
    expect(
      (await post(t, `${P}/upgrade`, c.director1.token, { clazzIds: [small.id], renames: [{ id: big.id, name: 'x' }] })).body.data,
    ).toEqual({ field: 'renames' });
    // 小一班 → 中一班 while 中一班 stays: two active classes with one name
    const clash = await post(t, `${P}/upgrade`, c.director1.token, { clazzIds: [small.id], renames: [{ id: small.id, name: '中一班' }] });
    expect(clash.body).toMatchObject({ code: 'kid-arch-0018', data: { field: 'renames', name: '中一班' } });
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses when the school has no grade one level up', async () => {
    // school 2 turns its 中班 into a 托班: 小班 classes then have nowhere to go
    const [mid] = await rows(t, sql`select id from grades where school_id = ${c.director2.schoolId} and level = 2`);
    expect((await post(t, '/kid-arch/v1/teacher/grade/update', c.director2.token, { id: mid.id, level: 0 })).status).toBe(200);
    const [small] = await byLevel(c.director2.schoolId, 1);
    const r = await post(t, `${P}/upgrade`, c.director2.token, { clazzIds: [small.id] });
    expect(r.body).toMatchObject({ code: 'kid-arch-0024', data: { clazzId: small.id, level: 2 } });
    expect((await post(t, '/kid-arch/v1/teacher/grade/next-grade', c.director2.token, { clazzId: small.id })).body.data).toMatchObject({
      canUpgrade: false,
      nextGrade: null,
    });
    expect((await post(t, '/kid-arch/v1/teacher/grade/update', c.director2.token, { id: mid.id, level: 2 })).status).toBe(200);
  });

  it('refuses without the upgrade code, outside the school, and by header', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    expect((await post(t, `${P}/upgrade`, c.teacher.token, { clazzIds: [mine] })).status).toBe(403);
    const [foreign] = await byLevel(c.director2.schoolId, 1);
    const before = await gardenSnapshot(t, c.director2.schoolId);
    expect((await post(t, `${P}/upgrade`, c.director1.token, { clazzIds: [foreign.id] })).status).toBe(404);
    expect(
      (
        await post(
          t,
          `${P}/upgrade`,
          c.director2.token,
          { clazzIds: [foreign.id] },
          { headers: { schoolId: String(c.director1.schoolId) } },
        )
      ).body.code,
    ).toBe('gateway-0105');
    expect(await gardenSnapshot(t, c.director2.schoolId)).toEqual(before);
  });

  it('moves the middle and junior classes up a grade at term end, renaming them, all at once', async () => {
    const middle = await byLevel(c.director1.schoolId, 2);
    const small = await byLevel(c.director1.schoolId, 1);
    const ids = [...middle, ...small].map((x) => x.id);
    // 大班 still exists with the same names: the middle classes need new names
    const renames = [
      ...middle.map((x) => ({ id: x.id, name: x.name.replace('中', '新大') })),
      ...small.map((x) => ({ id: x.id, name: x.name.replace('小', '中') })),
    ];
    const r = await post(
      t,
      `${P}/upgrade`,
      c.director1.token,
      { clazzIds: ids.join(','), renames: JSON.stringify(renames) },
      { form: true },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: any) => x.toGradeName)).toEqual(['大班', '大班', '中班', '中班']);
    const after = await schoolClasses(t, c.director1.schoolId);
    expect(
      after
        .filter((x) => x.level === 2)
        .map((x) => x.name)
        .sort(),
    ).toEqual(['中一班', '中二班'].sort());
    expect(after.filter((x) => x.level === 3).length).toBe(4);
    expect(after.find((x) => x.id === small[0].id)!.n).toBe(small[0].n);
  });
});

describe('graduate classes', () => {
  it('refuses classes below the top grade and dates in the future, writing nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const [middle] = await byLevel(c.director1.schoolId, 2);
    const [big] = await byLevel(c.director1.schoolId, 3);
    expect((await post(t, `${P}/graduate`, c.director1.token, { clazzIds: [big.id, middle.id] })).body.code).toBe('kid-arch-0025');
    expect((await post(t, `${P}/graduate`, c.director1.token, { clazzIds: [big.id], graduatedAt: '2999-07-01' })).body.data).toEqual({
      field: 'graduatedAt',
    });
    expect((await post(t, `${P}/graduate`, c.director1.token, { clazzIds: [big.id], graduatedAt: '2026-02-30' })).body.data).toEqual({
      field: 'graduatedAt',
    });
    expect((await post(t, `${P}/graduate`, c.teacher.token, { clazzIds: [big.id] })).status).toBe(403);
    const [foreign] = await byLevel(c.director2.schoolId, 3);
    expect((await post(t, `${P}/graduate`, c.director1.token, { clazzIds: [foreign.id] })).status).toBe(404);
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('graduates a top-grade class with its children; it then appears among the graduates', async () => {
    const [big] = await byLevel(c.director1.schoolId, 3);
    const r = await post(t, `${P}/graduate`, c.director1.token, { clazzIds: [big.id], graduatedAt: '2026-07-09' });
    expect(r.body.data).toEqual({ clazzCount: 1, studentCount: big.n, graduatedAt: '2026-07-09' });
    const kids = await rows(
      t,
      sql`select distinct status from students where school_id = ${c.director1.schoolId} and class_id = ${big.id}`,
    );
    expect(kids.map((k) => k.status)).toEqual([2]);
    const list = await post(t, `${P}/graduate/query-list`, c.director1.token, { graduateYear: 2026 });
    expect(list.body.data.total).toBe(2);
    expect((await post(t, `${P}/graduate`, c.director1.token, { clazzIds: [big.id] })).body.code).toBe('kid-arch-0022');
  });
});
