import { childNumberEndpoints as E } from '@kg/shared/modules/garden/children-endpoints';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { students } from '../../../db/schema/index.ts';
import { type Cast, gardenCast, gardenSnapshot, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const numbers = (schoolId: number, classId: number) =>
  t.db
    .select({ id: students.id, name: students.name, no: students.studentNo })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.classId, classId), eq(students.status, 1)))
    .orderBy(asc(students.name), asc(students.id));
const otherClass = async () => {
  const mine = await teacherClassIds(t, c.teacher);
  return (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
};

describe('student-number manager: classes and children', () => {
  it("lists the teacher's classes with how many children have a number", async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const classes = ok(await call(E.classes, c.teacher, {}));
    expect(classes.map((x) => x.id).sort((a, b) => a - b)).toEqual(mine);
    expect(classes[0].numberedCount).toBe(classes[0].studentCount);
    const all = ok(await call(E.classes, c.director1, { name: '大' }));
    expect(all.map((x) => x.name)).toEqual(['大一班', '大二班']);
    expect((await call(E.classes, await loginAs(t.app, 'groupAdmin'), {})).status).toBe(403);
  });

  it("lists a class's children with numbers, within the range only", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const kids = ok(await call(E.children, c.teacher, { clazzId: mine }));
    expect(kids.length).toBe((await numbers(c.teacher.schoolId, mine)).length);
    expect(kids[0]).toHaveProperty('studentNo');
    expect((await call(E.children, c.teacher, { clazzId: (await otherClass()).id })).status).toBe(404);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await call(E.children, c.director1, { clazzId: foreign.id })).status).toBe(404);
  });
});

describe('save-stu-num-clazz', () => {
  it('numbers a class automatically, then swaps two numbers by hand', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    ok(await call(E.saveClass, c.teacher, { clazzId: mine, auto: { prefix: 'X26-', start: 1, width: 3, overwrite: true } }));
    const kids = await numbers(c.teacher.schoolId, mine);
    expect(kids.map((k) => k.no)).toEqual(kids.map((_, i) => `X26-${String(i + 1).padStart(3, '0')}`));
    // raw transport: a form body carrying items as JSON text, as the seed's clients send it (the web sends JSON)
    const swap = await call(t.app, E.saveClass.path, {
      token: c.teacher.token,
      form: true,
      body: {
        clazzId: String(mine),
        items: JSON.stringify([
          { studentId: kids[0].id, studentNo: kids[1].no },
          { studentId: kids[1].id, studentNo: kids[0].no },
          { studentId: kids[2].id, studentNo: '' },
        ]),
      },
    });
    expect(swap.statusCode).toBe(200);
    const after = await numbers(c.teacher.schoolId, mine);
    expect([after[0].no, after[1].no, after[2].no]).toEqual([kids[1].no, kids[0].no, null]);
  });

  it('refuses duplicates in the class or school and children of other classes, writing nothing', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const kids = await numbers(c.teacher.schoolId, mine);
    const other = await otherClass();
    const [stranger] = await numbers(c.teacher.schoolId, other.id);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    refused(
      await call(E.saveClass, c.teacher, { clazzId: mine, items: [{ studentId: kids[0].id, studentNo: kids[3].no }] }),
      'kid-arch-0026',
    );
    const dupInSchool = refused(
      await call(E.saveClass, c.teacher, { clazzId: mine, items: [{ studentId: kids[0].id, studentNo: stranger.no }] }),
      'kid-arch-0026',
      'items.0.studentNo',
    );
    expect(dupInSchool).toMatchObject({ studentNo: stranger.no });
    expect(
      refused(await call(E.saveClass, c.teacher, { clazzId: mine, items: [{ studentId: stranger.id, studentNo: 'Z1' }] }), 'common-0400'),
    ).toEqual({
      field: 'items.0.studentId',
    });
    expect(
      refused(await call(E.saveClass, c.teacher, { clazzId: mine, items: [{ studentId: kids[0].id, studentNo: 'a b' }] }), 'common-0400'),
    ).toEqual({
      field: 'items.0.studentNo',
    });
    expect(refused(await call(E.saveClass, c.teacher, { clazzId: mine }), 'common-0400')).toEqual({ field: 'items' });
    expect((await call(E.saveClass, c.teacher, { clazzId: other.id, auto: {} })).status).toBe(404);
    expect((await call(E.saveClass, c.health, { clazzId: mine, auto: {} })).status).toBe(403);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await call(E.saveClass, c.director1, { clazzId: foreign.id, auto: {} })).status).toBe(404);
    refused(
      await call(E.saveClass, c.teacher, { clazzId: mine, auto: {} }, { headers: { schoolId: String(c.director2.schoolId) } }),
      'gateway-0105',
    );
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });
});

describe('save-stu-num', () => {
  it("sets and clears one child's number", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await numbers(c.teacher.schoolId, mine);
    expect(ok(await call(E.saveOne, c.teacher, { studentId: kid.id, studentNo: 'ONE-1' }))).toEqual({
      studentId: kid.id,
      studentNo: 'ONE-1',
    });
    expect((await numbers(c.teacher.schoolId, mine))[0].no).toBe('ONE-1');
    expect(ok(await call(E.saveOne, c.teacher, { studentId: kid.id, studentNo: '' })).studentNo).toBe(null);
    ok(await call(E.saveOne, c.teacher, { studentId: kid.id, studentNo: 'ONE-2' }));
    // an absent number clears it as a blank one does (it was once stored as the text 'undefined')
    expect(ok(await call(E.saveOne, c.teacher, { studentId: kid.id })).studentNo).toBe(null);
    expect((await numbers(c.teacher.schoolId, mine))[0].no).toBe(null);
  });

  it('refuses a taken or malformed number, children outside the range or school, and users without the code', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await numbers(c.teacher.schoolId, mine);
    const [stranger] = await numbers(c.teacher.schoolId, (await otherClass()).id);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    refused(await call(E.saveOne, c.teacher, { studentId: kid.id, studentNo: stranger.no! }), 'kid-arch-0026');
    expect(refused(await call(E.saveOne, c.teacher, { studentId: kid.id, studentNo: '学号' }), 'common-0400')).toEqual({
      field: 'studentNo',
    });
    expect((await call(E.saveOne, c.teacher, { studentId: stranger.id, studentNo: 'Q1' })).status).toBe(404);
    expect((await call(E.saveOne, c.director2, { studentId: kid.id, studentNo: 'Q1' })).status).toBe(404);
    expect((await call(E.saveOne, c.health, { studentId: kid.id, studentNo: 'Q1' })).status).toBe(403);
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });
});
