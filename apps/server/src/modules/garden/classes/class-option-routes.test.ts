import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/harness.ts';
import { regulatorVisit } from '../testing.ts';
import { type Cast, gardenCast, post, rows, schoolClasses, teacherClassIds } from './test-utils.ts';

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
const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);

describe('class options: every call limited to the range', () => {
  const flat = [`${P}/query-class-option`, `${P}/clazz-order-option`, `${P}/teacher/own-clazz-option`];

  it('answers all active classes in order to the director, with grade and counts', async () => {
    const active = await schoolClasses(t, c.director1.schoolId);
    for (const url of flat) {
      const { status, body } = await post(t, url, c.director1.token);
      expect(status).toBe(200);
      expect(body.data.map((x: any) => x.id)).toEqual(active.map((x) => x.id));
      expect(body.data[0]).toMatchObject({ gradeName: '小班', level: 1, studentCount: active[0].n });
    }
    const order = await post(t, `${P}/clazz-order-option`, c.director1.token);
    expect(order.body.data.map((x: any) => x.order)).toEqual(active.map((_, i) => i + 1));
  });

  it("answers only the teacher's classes, on GET too", async () => {
    const mine = await teacherClassIds(t, c.teacher);
    for (const url of flat) {
      expect(ids((await post(t, url, c.teacher.token)).body.data)).toEqual(mine);
      const get = await (await import('../../../../test/harness.ts')).call(t.app, url, { token: c.teacher.token, method: 'GET' });
      expect(ids(get.json().data)).toEqual(mine);
    }
    const sorted = (await post(t, '/kid-arch/v1/teacher/own-clazz-sort-option', c.teacher.token)).body.data;
    expect(sorted.flatMap((g: any) => g.clazzList.map((x: any) => x.id)).sort((a: number, b: number) => a - b)).toEqual(mine);
    expect(sorted[0]).toHaveProperty('gradeName');
  });

  it('filters by grade and name', async () => {
    const [small] = await rows(t, sql`select id from grades where school_id = ${c.director1.schoolId} and level = 1`);
    const byGrade = await post(t, `${P}/query-class-option`, c.director1.token, { gradeId: small.id });
    expect(byGrade.body.data.map((x: any) => x.name)).toEqual(['小一班', '小二班']);
    expect((await post(t, `${P}/query-class-option`, c.director1.token, { name: '二' })).body.data.map((x: any) => x.name)).toEqual([
      '小二班',
      '中二班',
      '大二班',
    ]);
    expect((await post(t, `${P}/query-class-option`, c.director1.token, { gradeId: 'x' })).body.data).toEqual({ field: 'gradeId' });
  });

  it('never shows another school', async () => {
    const foreign = ids(await schoolClasses(t, c.director2.schoolId));
    const mine = (await post(t, `${P}/query-class-option`, c.director1.token)).body.data.map((x: any) => x.id);
    expect(mine.some((id: number) => foreign.includes(id))).toBe(false);
    const header = await post(t, `${P}/query-class-option`, c.director1.token, {}, { headers: { schoolId: String(c.director2.schoolId) } });
    expect(header.body.code).toBe('gateway-0105');
  });

  it('refuses the order option without a class, child, staff or grade code', async () => {
    const finance = await loginAs(t.app, 'finance');
    // finance holds student-manage: allowed; a group session is not a school
    expect((await post(t, `${P}/clazz-order-option`, finance.token)).status).toBe(200);
    const group = await loginAs(t.app, 'groupAdmin');
    expect((await post(t, `${P}/query-class-option`, group.token)).status).toBe(403);
    expect((await post(t, `${P}/clazz-order-option`, group.token)).status).toBe(403);
  });
});

describe('school-grade-clazz-tree', () => {
  it('nests school, grades and classes', async () => {
    const { body } = await post(t, `${P}/school-grade-clazz-tree`, c.director1.token);
    const [root] = body.data;
    expect(root).toMatchObject({ type: 1, id: c.director1.schoolId, name: '阳光第一幼儿园' });
    expect(root.subList.map((g: any) => [g.name, g.type])).toEqual([
      ['小班', 2],
      ['中班', 2],
      ['大班', 2],
    ]);
    expect(root.subList[0].subList.map((x: any) => x.type)).toEqual([3, 3]);
    expect(root.subList[0].subList[0].nodeId).toBe(`3-${root.subList[0].subList[0].id}`);
  });

  it("shows a teacher only their classes' branches", async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const [root] = (await post(t, `${P}/school-grade-clazz-tree`, c.teacher.token)).body.data;
    expect(root.subList.flatMap((g: any) => g.subList.map((x: any) => x.id)).sort((a: number, b: number) => a - b)).toEqual(mine);
    expect(root.subList.length).toBe(2);
  });

  it('is read-only for a regulator visit and refused to the group', async () => {
    const visit = await regulatorVisit(t, c.director1.schoolId);
    expect((await post(t, `${P}/school-grade-clazz-tree`, visit.token)).body.data[0].subList.length).toBe(3);
    const group = await loginAs(t.app, 'groupAdmin');
    expect((await post(t, `${P}/school-grade-clazz-tree`, group.token)).status).toBe(403);
  });
});

describe('ranges and teachers of a class', () => {
  it('tells whether the caller sees the whole school', async () => {
    expect((await post(t, '/kid-arch/v1/teacher/whether-teacher-has-all-range', c.director1.token)).body.data).toBe(true);
    expect((await post(t, '/kid-arch/v1/teacher/whether-teacher-has-all-range', c.teacher.token)).body.data).toBe(false);
  });

  it('lists the staff who can see a class, masked, range staff first', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const { body } = await post(t, `${P}/teacher/hasAccessToClazzTeachers`, c.director1.token, { clazzId: mine });
    const me = body.data.find((x: any) => x.teacherId === c.teacher.teacherId);
    expect(me).toMatchObject({ allRange: false });
    expect(me.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(body.data[0].allRange).toBe(false);
    expect(body.data.some((x: any) => x.teacherId === c.director1.teacherId && x.allRange)).toBe(true);
  });

  it('refuses it outside the range, in another school, without a code, or without a class id', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    expect((await post(t, `${P}/teacher/hasAccessToClazzTeachers`, c.teacher.token, { clazzId: other.id })).status).toBe(404);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await post(t, `${P}/teacher/hasAccessToClazzTeachers`, c.director1.token, { clazzId: foreign.id })).status).toBe(404);
    expect((await post(t, `${P}/teacher/hasAccessToClazzTeachers`, c.health.token, { clazzId: mine[0] })).status).toBe(403);
    expect((await post(t, `${P}/teacher/hasAccessToClazzTeachers`, c.director1.token, {})).body.data).toEqual({ field: 'clazzId' });
  });
});
