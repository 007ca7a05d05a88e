import { classOptionEndpoints as E } from '@kg/shared/modules/garden/classes-endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { regulatorVisit } from '../testing.ts';
import { type Cast, gardenCast, rows, schoolClasses, teacherClassIds } from './test-utils.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);

describe('class options: every call limited to the range', () => {
  const flat = [E.options, E.order, E.own] as const;

  it('answers all active classes in order to the director, with grade and counts', async () => {
    const active = await schoolClasses(t, c.director1.schoolId);
    for (const e of flat) {
      const data = ok(await call(e, c.director1));
      expect(data.map((x) => x.id)).toEqual(active.map((x) => x.id));
      expect(data[0]).toMatchObject({ gradeName: '小班', level: 1, studentCount: active[0].n });
    }
    const order = ok(await call(E.order, c.director1));
    expect(order.map((x) => x.order)).toEqual(active.map((_, i) => i + 1));
  });

  it("answers only the teacher's classes, on GET too", async () => {
    const mine = await teacherClassIds(t, c.teacher);
    for (const e of flat) {
      expect(ids(ok(await call(e, c.teacher)))).toEqual(mine);
      expect(ids(ok(await call(e, c.teacher, {}, { method: 'GET' })))).toEqual(mine);
    }
    const sorted = ok(await call(E.ownByGrade, c.teacher));
    expect(sorted.flatMap((g) => g.clazzList.map((x) => x.id)).sort((a, b) => a - b)).toEqual(mine);
    expect(sorted[0]).toHaveProperty('gradeName');
  });

  it('filters by grade and name', async () => {
    const [small] = await rows(t, sql`select id from grades where school_id = ${c.director1.schoolId} and level = 1`);
    const byGrade = ok(await call(E.options, c.director1, { gradeId: Number(small.id) }));
    expect(byGrade.map((x) => x.name)).toEqual(['小一班', '小二班']);
    expect(ok(await call(E.options, c.director1, { name: '二' })).map((x) => x.name)).toEqual(['小二班', '中二班', '大二班']);
    expect(refused(await call(E.options, c.director1, malformed({ gradeId: 'x' })), 'common-0400')).toEqual({ field: 'gradeId' });
  });

  it('never shows another school', async () => {
    const foreign = ids(await schoolClasses(t, c.director2.schoolId));
    const mine = ok(await call(E.options, c.director1)).map((x) => x.id);
    expect(mine.some((id) => foreign.includes(id))).toBe(false);
    refused(await call(E.options, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
  });

  it('refuses the order option without a class, child, staff or grade code', async () => {
    const finance = await loginAs(t.app, 'finance');
    // finance holds student-manage: allowed; a group session is not a school
    ok(await call(E.order, finance));
    const group = await loginAs(t.app, 'groupAdmin');
    expect((await call(E.options, group)).status).toBe(403);
    expect((await call(E.order, group)).status).toBe(403);
  });
});

describe('school-grade-clazz-tree', () => {
  it('nests school, grades and classes', async () => {
    const [root] = ok(await call(E.tree, c.director1));
    expect(root).toMatchObject({ type: 1, id: c.director1.schoolId, name: '阳光第一幼儿园' });
    expect(root.subList.map((g) => [g.name, g.type])).toEqual([
      ['小班', 2],
      ['中班', 2],
      ['大班', 2],
    ]);
    expect(root.subList[0].subList.map((x) => x.type)).toEqual([3, 3]);
    expect(root.subList[0].subList[0].nodeId).toBe(`3-${root.subList[0].subList[0].id}`);
  });

  it("shows a teacher only their classes' branches", async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const [root] = ok(await call(E.tree, c.teacher));
    expect(root.subList.flatMap((g) => g.subList.map((x) => x.id)).sort((a, b) => a - b)).toEqual(mine);
    expect(root.subList.length).toBe(2);
  });

  it('is read-only for a regulator visit and refused to the group', async () => {
    const visit = await regulatorVisit(t, c.director1.schoolId);
    expect(ok(await call(E.tree, visit))[0].subList.length).toBe(3);
    const group = await loginAs(t.app, 'groupAdmin');
    expect((await call(E.tree, group)).status).toBe(403);
  });
});

describe('ranges and teachers of a class', () => {
  it('tells whether the caller sees the whole school', async () => {
    expect(ok(await call(E.allRange, c.director1))).toBe(true);
    expect(ok(await call(E.allRange, c.teacher))).toBe(false);
  });

  it('lists the staff who can see a class, masked, range staff first', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const data = ok(await call(E.staff, c.director1, { clazzId: mine }));
    const me = data.find((x) => x.teacherId === c.teacher.teacherId)!;
    expect(me).toMatchObject({ allRange: false });
    expect(me.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(data[0].allRange).toBe(false);
    expect(data.some((x) => x.teacherId === c.director1.teacherId && x.allRange)).toBe(true);
  });

  it('refuses it outside the range, in another school, without a code, or without a class id', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    expect((await call(E.staff, c.teacher, { clazzId: other.id })).status).toBe(404);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await call(E.staff, c.director1, { clazzId: foreign.id })).status).toBe(404);
    expect((await call(E.staff, c.health, { clazzId: mine[0] })).status).toBe(403);
    expect(refused(await call(E.staff, c.director1, malformed({})), 'common-0400')).toEqual({ field: 'clazzId' });
  });
});
