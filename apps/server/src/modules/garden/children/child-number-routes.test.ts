import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, gardenSnapshot, post, rows, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';

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
  rows(
    t,
    sql`select id, name, student_no as no from students
  where school_id = ${schoolId} and class_id = ${classId} and status = 1 order by name, id`,
  );
const otherClass = async () => {
  const mine = await teacherClassIds(t, c.teacher);
  return (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
};

describe('student-number manager: classes and children', () => {
  it("lists the teacher's classes with how many children have a number", async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const { body } = await post(t, '/kid-arch/v1/teacher/clazz/teacher-manage-student-clazz', c.teacher.token, {});
    expect(body.data.map((x: any) => x.id).sort((a: number, b: number) => a - b)).toEqual(mine);
    expect(body.data[0].numberedCount).toBe(body.data[0].studentCount);
    const all = await post(t, '/kid-arch/v1/teacher/clazz/teacher-manage-student-clazz', c.director1.token, { name: '大' });
    expect(all.body.data.map((x: any) => x.name)).toEqual(['大一班', '大二班']);
    const { loginAs } = await import('../../../../test/harness.ts');
    expect(
      (await post(t, '/kid-arch/v1/teacher/clazz/teacher-manage-student-clazz', (await loginAs(t.app, 'groupAdmin')).token, {})).status,
    ).toBe(403);
  });

  it("lists a class's children with numbers, within the range only", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const r = await post(t, '/kid-arch/v1/teacher/web/student/teacher-manage-student', c.teacher.token, { clazzId: mine });
    expect(r.body.data.length).toBe((await numbers(c.teacher.schoolId, mine)).length);
    expect(r.body.data[0]).toHaveProperty('studentNo');
    expect(
      (await post(t, '/kid-arch/v1/teacher/web/student/teacher-manage-student', c.teacher.token, { clazzId: (await otherClass()).id }))
        .status,
    ).toBe(404);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect(
      (await post(t, '/kid-arch/v1/teacher/web/student/teacher-manage-student', c.director1.token, { clazzId: foreign.id })).status,
    ).toBe(404);
  });
});

describe('save-stu-num-clazz', () => {
  it('numbers a class automatically, then swaps two numbers by hand', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const r = await post(t, '/kid-arch/v1/teacher/clazz/save-stu-num-clazz', c.teacher.token, {
      clazzId: mine,
      auto: { prefix: 'X26-', start: 1, width: 3, overwrite: true },
    });
    expect(r.status).toBe(200);
    const kids = await numbers(c.teacher.schoolId, mine);
    expect(kids.map((k) => k.no)).toEqual(kids.map((_, i) => `X26-${String(i + 1).padStart(3, '0')}`));
    const swap = await post(
      t,
      '/kid-arch/v1/teacher/clazz/save-stu-num-clazz',
      c.teacher.token,
      {
        clazzId: String(mine),
        items: JSON.stringify([
          { studentId: kids[0].id, studentNo: kids[1].no },
          { studentId: kids[1].id, studentNo: kids[0].no },
          { studentId: kids[2].id, studentNo: '' },
        ]),
      },
      { form: true },
    );
    expect(swap.status).toBe(200);
    const after = await numbers(c.teacher.schoolId, mine);
    expect([after[0].no, after[1].no, after[2].no]).toEqual([kids[1].no, kids[0].no, null]);
  });

  it('refuses duplicates in the class or school and children of other classes, writing nothing', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const kids = await numbers(c.teacher.schoolId, mine);
    const other = await otherClass();
    const [stranger] = await numbers(c.teacher.schoolId, other.id);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    const url = '/kid-arch/v1/teacher/clazz/save-stu-num-clazz';
    const dupInClass = await post(t, url, c.teacher.token, { clazzId: mine, items: [{ studentId: kids[0].id, studentNo: kids[3].no }] });
    expect(dupInClass.body.code).toBe('kid-arch-0026');
    const dupInSchool = await post(t, url, c.teacher.token, { clazzId: mine, items: [{ studentId: kids[0].id, studentNo: stranger.no }] });
    expect(dupInSchool.body).toMatchObject({ code: 'kid-arch-0026', data: { field: 'items.0.studentNo', studentNo: stranger.no } });
    expect(
      (await post(t, url, c.teacher.token, { clazzId: mine, items: [{ studentId: stranger.id, studentNo: 'Z1' }] })).body.data,
    ).toEqual({ field: 'items.0.studentId' });
    expect(
      (await post(t, url, c.teacher.token, { clazzId: mine, items: [{ studentId: kids[0].id, studentNo: 'a b' }] })).body.data,
    ).toEqual({ field: 'items.0.studentNo' });
    expect((await post(t, url, c.teacher.token, { clazzId: mine })).body.data).toEqual({ field: 'items' });
    expect((await post(t, url, c.teacher.token, { clazzId: other.id, auto: {} })).status).toBe(404);
    expect((await post(t, url, c.health.token, { clazzId: mine, auto: {} })).status).toBe(403);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await post(t, url, c.director1.token, { clazzId: foreign.id, auto: {} })).status).toBe(404);
    expect(
      (await post(t, url, c.teacher.token, { clazzId: mine, auto: {} }, { headers: { schoolId: String(c.director2.schoolId) } })).body.code,
    ).toBe('gateway-0105');
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });
});

describe('save-stu-num', () => {
  const url = '/kid-arch/v1/teacher/web/student/save-stu-num';

  it("sets and clears one child's number", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await numbers(c.teacher.schoolId, mine);
    expect((await post(t, url, c.teacher.token, { studentId: kid.id, studentNo: 'ONE-1' })).body.data).toEqual({
      studentId: kid.id,
      studentNo: 'ONE-1',
    });
    expect((await numbers(c.teacher.schoolId, mine))[0].no).toBe('ONE-1');
    expect((await post(t, url, c.teacher.token, { studentId: kid.id, studentNo: '' }, { form: true })).body.data.studentNo).toBe(null);
  });

  it('refuses a taken or malformed number, children outside the range or school, and users without the code', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await numbers(c.teacher.schoolId, mine);
    const [stranger] = await numbers(c.teacher.schoolId, (await otherClass()).id);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    expect((await post(t, url, c.teacher.token, { studentId: kid.id, studentNo: stranger.no })).body.code).toBe('kid-arch-0026');
    expect((await post(t, url, c.teacher.token, { studentId: kid.id, studentNo: '学号' })).body.data).toEqual({ field: 'studentNo' });
    expect((await post(t, url, c.teacher.token, { studentId: stranger.id, studentNo: 'Q1' })).status).toBe(404);
    expect((await post(t, url, c.director2.token, { studentId: kid.id, studentNo: 'Q1' })).status).toBe(404);
    expect((await post(t, url, c.health.token, { studentId: kid.id, studentNo: 'Q1' })).status).toBe(403);
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });
});
