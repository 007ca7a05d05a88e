import { classTermEndpoints as E } from '@kg/shared/modules/garden/classes-endpoints';
import { gradeEndpoints } from '@kg/shared/modules/garden/grades';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callPath, createTestApp, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { classes } from '../../../db/schema/index.ts';
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

const byLevel = async (schoolId: number, level: number) => (await schoolClasses(t, schoolId)).filter((x) => x.level === level);
const graduated = (schoolId: number) =>
  t.db
    .select({ id: classes.id, name: classes.name, graduatedAt: classes.graduatedAt })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 2)))
    .orderBy(asc(classes.id));

describe('graduated classes (demo: one per school, 2026)', () => {
  it('lists them paged with their graduates and year', async () => {
    const data = ok(await call(E.graduatedList, c.director1));
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({ name: '大一班', gradeName: '大班', graduatedAt: '2026-07-10', graduateYear: 2026 });
    expect(data.list[0].studentCount).toBeGreaterThan(20);
    expect(ok(await call(E.graduatedList, c.director1, { graduateYear: 2025 })).total).toBe(0);
    expect(refused(await call(E.graduatedList, c.director1, malformed({ graduateYear: 'x' })), 'common-0400')).toEqual({
      field: 'graduateYear',
    });
  });

  it('answers the detail and the options of graduated classes', async () => {
    const [g] = await graduated(c.director1.schoolId);
    const d = ok(await call(E.graduatedDetail, c.director1, { id: g.id }));
    expect(d).toMatchObject({ id: g.id, status: 2, graduatedAt: '2026-07-10' });
    expect(d.studentCount).toBe(d.boyCount + d.girlCount);
    expect(d.teachers.length).toBe(2);
    const opt = ok(await call(E.graduatedOptions, c.director1));
    expect(opt).toEqual([{ id: g.id, name: '大一班', graduatedAt: '2026-07-10', graduateYear: 2026 }]);
    const [active] = await schoolClasses(t, c.director1.schoolId);
    expect((await call(E.graduatedDetail, c.director1, { id: active.id })).status).toBe(404);
  });

  it("hides graduated classes outside the teacher's range and other schools'", async () => {
    expect(ok(await call(E.graduatedList, c.teacher)).total).toBe(0);
    expect(ok(await call(E.graduatedOptions, c.teacher))).toEqual([]);
    const [g] = await graduated(c.director1.schoolId);
    expect((await call(E.graduatedDetail, c.teacher, { id: g.id })).status).toBe(404);
    const [foreign] = await graduated(c.director2.schoolId);
    expect((await call(E.graduatedDetail, c.director1, { id: foreign.id })).status).toBe(404);
    refused(await call(E.graduatedList, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
  });

  it('refuses graduate lists without a class or child code', async () => {
    const group = await loginAs(t.app, 'groupAdmin');
    expect((await call(E.graduatedList, group)).status).toBe(403);
  });
});

describe('upgrade', () => {
  it('refuses top-grade classes, a missing next grade, bad ids, and writes nothing', async () => {
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const [big] = await byLevel(c.director1.schoolId, 3);
    const [small] = await byLevel(c.director1.schoolId, 1);
    expect(refused(await call(E.upgrade, c.director1, { clazzIds: [small.id, big.id] }), 'kid-arch-0023')).toMatchObject({
      clazzId: big.id,
    });
    const [g] = await graduated(c.director1.schoolId);
    refused(await call(E.upgrade, c.director1, { clazzIds: [g.id] }), 'kid-arch-0022');
    // an empty list in a form body: raw transport, sent through callPath
    const empty = await callPath(t.app, E.upgrade.path, { token: c.director1.token, form: true, body: { clazzIds: '' } });
    expect(empty.json().data).toEqual({ field: 'clazzIds' });
    expect(
      refused(await call(E.upgrade, c.director1, { clazzIds: [small.id], renames: [{ id: big.id, name: 'x' }] }), 'common-0400'),
    ).toEqual({ field: 'renames' });
    // 小一班 → 中一班 while 中一班 stays: two active classes with one name
    const clash = refused(
      await call(E.upgrade, c.director1, { clazzIds: [small.id], renames: [{ id: small.id, name: '中一班' }] }),
      'kid-arch-0018',
    );
    expect(clash).toMatchObject({ field: 'renames', name: '中一班' });
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses when the school has no grade one level up', async () => {
    // school 2 turns its 中班 into a 托班: 小班 classes then have nowhere to go
    const [mid] = await rows(t, sql`select id from grades where school_id = ${c.director2.schoolId} and level = 2`);
    ok(await call(gradeEndpoints.update, c.director2, { id: Number(mid.id), level: 0 }));
    const [small] = await byLevel(c.director2.schoolId, 1);
    const r = refused(await call(E.upgrade, c.director2, { clazzIds: [small.id] }), 'kid-arch-0024');
    expect(r).toMatchObject({ clazzId: small.id, level: 2 });
    expect(ok(await call(gradeEndpoints.next, c.director2, { clazzId: small.id }))).toMatchObject({
      canUpgrade: false,
      nextGrade: null,
    });
    ok(await call(gradeEndpoints.update, c.director2, { id: Number(mid.id), level: 2 }));
  });

  it('refuses without the upgrade code, outside the school, and by header', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    expect((await call(E.upgrade, c.teacher, { clazzIds: [mine] })).status).toBe(403);
    const [foreign] = await byLevel(c.director2.schoolId, 1);
    const before = await gardenSnapshot(t, c.director2.schoolId);
    expect((await call(E.upgrade, c.director1, { clazzIds: [foreign.id] })).status).toBe(404);
    refused(
      await call(E.upgrade, c.director2, { clazzIds: [foreign.id] }, { headers: { schoolId: String(c.director1.schoolId) } }),
      'gateway-0105',
    );
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
    // the form body of older clients (comma-joined ids, renames as JSON text): raw transport, sent through callPath
    const r = await callPath(t.app, E.upgrade.path, {
      token: c.director1.token,
      form: true,
      body: { clazzIds: ids.join(','), renames: JSON.stringify(renames) },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((x: { toGradeName: string }) => x.toGradeName)).toEqual(['大班', '大班', '中班', '中班']);
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
    refused(await call(E.graduate, c.director1, { clazzIds: [big.id, middle.id] }), 'kid-arch-0025');
    expect(refused(await call(E.graduate, c.director1, { clazzIds: [big.id], graduatedAt: '2999-07-01' }), 'common-0400')).toEqual({
      field: 'graduatedAt',
    });
    expect(refused(await call(E.graduate, c.director1, { clazzIds: [big.id], graduatedAt: '2026-02-30' }), 'common-0400')).toEqual({
      field: 'graduatedAt',
    });
    expect((await call(E.graduate, c.teacher, { clazzIds: [big.id] })).status).toBe(403);
    const [foreign] = await byLevel(c.director2.schoolId, 3);
    expect((await call(E.graduate, c.director1, { clazzIds: [foreign.id] })).status).toBe(404);
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('graduates a top-grade class with its children; it then appears among the graduates', async () => {
    const [big] = await byLevel(c.director1.schoolId, 3);
    expect(ok(await call(E.graduate, c.director1, { clazzIds: [big.id], graduatedAt: '2026-07-09' }))).toEqual({
      clazzCount: 1,
      studentCount: big.n,
      graduatedAt: '2026-07-09',
    });
    const kids = await rows(
      t,
      sql`select distinct status from students where school_id = ${c.director1.schoolId} and class_id = ${big.id}`,
    );
    expect(kids.map((k) => k.status)).toEqual([2]);
    expect(ok(await call(E.graduatedList, c.director1, { graduateYear: 2026 })).total).toBe(2);
    refused(await call(E.graduate, c.director1, { clazzIds: [big.id] }), 'kid-arch-0022');
  });
});
