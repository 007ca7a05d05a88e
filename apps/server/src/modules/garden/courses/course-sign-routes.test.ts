import { GARDEN_CODES } from '@kg/shared';
import { courseEndpoints as E } from '@kg/shared/modules/garden/courses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { classIdsByName, countOf, grantTeacherRole, one } from './test-kit.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let cls: Record<string, number>;
let cls2: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher] = await Promise.all((['director1', 'director2', 'teacher'] as const).map((k) => signIn(t.app, k)));
  cls = await classIdsByName(t, director.schoolId);
  cls2 = await classIdsByName(t, director2.schoolId);
  await grantTeacherRole(t, director.schoolId, GARDEN_CODES.course);
});
afterAll(async () => {
  await t?.close();
});

const courseId = async (schoolId: number, name: string) =>
  Number((await one(t, sql`select id from courses where school_id = ${schoolId} and name = ${name}`))!.id);

describe('repairSign', () => {
  const lastSigned = async (course: number) =>
    String((await one(t, sql`select max(sign_date) as d from course_signs where course_id = ${course}`))!.d);
  const childOf = async (classId: number, missing: boolean) =>
    Number(
      (await one(
        t,
        sql`select id from students
    where class_id = ${classId} and status = 1 and (id % 7 = 0) = ${missing} order by id limit 1`,
      ))!.id,
    );

  it('records a late sign-in for a child who missed a past meeting, once', async () => {
    const course = await courseId(director.schoolId, '亲子绘本阅读');
    const day = await lastSigned(course);
    const child = await childOf(cls.小二班, true);
    const res = await call(E.repairSign, director, { courseId: course, studentId: child, signDate: day });
    expect(ok(res)).toMatchObject({ courseId: course, studentId: child, signDate: day, repaired: true });
    expect(
      await one(
        t,
        sql`select repaired, signed_by from course_signs where course_id = ${course} and student_id = ${child} and sign_date = ${day}`,
      ),
    ).toEqual({ repaired: true, signed_by: director.teacherId });
    refused(await call(E.repairSign, director, { courseId: course, studentId: child, signDate: day }), 'garden-0006');
  });

  it('refuses non-meeting days, today, children outside the course, range or school', async () => {
    const course = await courseId(director.schoolId, '亲子绘本阅读'); // Fridays, 小班
    const day = await lastSigned(course);
    const child = await childOf(cls.小一班, true);
    const before = await countOf(t, sql`select count(*) as n from course_signs`);
    const thursday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    refused(await call(E.repairSign, director, { courseId: course, studentId: child, signDate: thursday }), 'garden-0005');
    refused(await call(E.repairSign, director, { courseId: course, studentId: child, signDate: '2099-01-02' }), 'common-0400', 'signDate');
    refused(
      await call(E.repairSign, director, { courseId: course, studentId: await childOf(cls.大一班, true), signDate: day }),
      'garden-0004',
    );
    refused(
      await call(E.repairSign, director, { courseId: course, studentId: await childOf(cls2.小一班, true), signDate: day }),
      'common-0405',
    );
    refused(await call(E.repairSign, director2, { courseId: course, studentId: child, signDate: day }), 'common-0405');
    refused(await call(E.repairSign, director, { courseId: course, studentId: child, signDate: 'yesterday' }), 'common-0400', 'signDate');
    // the teacher (given the course code in beforeAll) may correct only children of their classes
    refused(
      await call(E.repairSign, teacher, { courseId: course, studentId: await childOf(cls.小二班, false), signDate: thursday }),
      'common-0405',
    );
    expect(await countOf(t, sql`select count(*) as n from course_signs`)).toBe(before);
    ok(await call(E.repairSign, teacher, { courseId: course, studentId: child, signDate: day }));
  });
});
