import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { regulatorVisit } from '../../kid-arch/testing.ts';
import { multipartCall } from '../files/test-multipart.ts';
import { type Cast, gardenCast, gardenSnapshot, rows, schoolClasses } from './test-utils.ts';

/**
 * Every endpoint of grades, classes, children and graduates, checked the same three ways:
 * a schoolId header naming another school is refused (gateway-0105), a session outside any
 * school is refused (403), and a read-only regulator visit cannot change anything (403).
 */
let t: TestApp;
let c: Cast;
let group: LoginResult;
let ids: { grade: number; clazz: number; topClazz: number; student: number; guardian: number };
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
  group = await loginAs(t.app, 'groupAdmin');
  const classes = await schoolClasses(t, c.director1.schoolId);
  const [kid] = await rows(
    t,
    sql`select id from students where school_id = ${c.director1.schoolId} and class_id = ${classes[0].id} and status = 1 limit 1`,
  );
  const [g] = await rows(t, sql`select id from guardians where school_id = ${c.director1.schoolId} and student_id = ${kid.id} limit 1`);
  ids = {
    grade: classes[0].gradeId,
    clazz: classes[0].id,
    topClazz: classes.find((x) => x.level === 3)!.id,
    student: kid.id,
    guardian: g.id,
  };
}, 60_000);
afterAll(async () => {
  await t.close();
});

const T = '/kid-arch/v1/teacher';
/** [url, body, changes data] */
const endpoints = (): [string, Record<string, unknown>, boolean][] => [
  [`${T}/grade/query-grade-option`, {}, false],
  [`${T}/grade/query-list`, {}, false],
  [`${T}/grade/add`, { name: '托班', level: 0 }, true],
  [`${T}/grade/update`, { id: ids.grade, name: '改' }, true],
  [`${T}/grade/delete`, { id: ids.grade }, true],
  [`${T}/grade/next-grade`, { gradeId: ids.grade }, false],
  [`${T}/clazz/add`, { gradeId: ids.grade, name: '新班' }, true],
  [`${T}/clazz/update`, { id: ids.clazz, name: '改' }, true],
  [`${T}/clazz/delete`, { id: ids.clazz }, true],
  [`${T}/clazz/detail`, { id: ids.clazz }, false],
  [`${T}/clazz/query-list`, {}, false],
  [`${T}/clazz/school-grade-clazz-tree`, {}, false],
  [`${T}/clazz/upgrade`, { clazzIds: [ids.clazz] }, true],
  [`${T}/clazz/graduate`, { clazzIds: [ids.topClazz] }, true],
  [`${T}/clazz/clazz-order-option`, {}, false],
  [`${T}/clazz/is-confirm-delete`, { id: ids.clazz }, false],
  [`${T}/clazz/checkClazzNumLimit`, { clazzId: ids.clazz }, false],
  [`${T}/clazz/teacher-manage-student-clazz`, {}, false],
  [`${T}/clazz/save-stu-num-clazz`, { clazzId: ids.clazz, auto: { overwrite: true } }, true],
  [`${T}/clazz/teacher/own-clazz-option`, {}, false],
  [`${T}/clazz/teacher/hasAccessToClazzTeachers`, { clazzId: ids.clazz }, false],
  [`${T}/clazz/graduate/query-list`, {}, false],
  [`${T}/clazz/graduate/clazz-detail`, { id: ids.clazz }, false],
  [`${T}/clazz/graduate/option-clazz-graduate`, {}, false],
  [`${T}/clazz/query-class-option`, {}, false],
  [`${T}/own-clazz-sort-option`, {}, false],
  [`${T}/whether-teacher-has-all-range`, {}, false],
  [`${T}/web/student/list`, {}, false],
  [`${T}/web/student/detail`, { id: ids.student }, false],
  [
    `${T}/web/student/add`,
    { clazzId: ids.clazz, name: '新', gender: 1, guardians: [{ name: '家长', phone: '13912345678', relation: '母亲' }] },
    true,
  ],
  [`${T}/web/student/update`, { id: ids.student, name: '改' }, true],
  [`${T}/web/student/remove`, { id: ids.student }, true],
  [`${T}/web/student/list-of-clazz`, { clazzId: ids.clazz }, false],
  [`${T}/web/student/teacher-manage-student`, { clazzId: ids.clazz }, false],
  [`${T}/web/student/save-stu-num`, { studentId: ids.student, studentNo: 'M1' }, true],
  [`${T}/web/student/getStuHealthInfo`, { studentId: ids.student }, false],
  [`${T}/web/student/update-guardian-mobile`, { studentId: ids.student, guardianId: ids.guardian, mobile: '13912345670' }, true],
  [`${T}/graduate/student/graduate-stu-list`, {}, false],
  [`${T}/graduate/student/graduation`, { studentId: ids.student }, true],
  [`${T}/graduate/student/batch-graduation`, { studentIds: [ids.student] }, true],
  ['/kid-arch/v1/file/clazz/student', {}, false],
  ['/kid-arch/v1/file/graduate/student', {}, false],
  ['/kid-arch/v1/file/importStudentInfoFailReason', { id: 1 }, false],
  ['/kid-arch/v1/file/graduate-stu-failed-reason', { id: 1 }, false],
];

describe('every grade, class, child and graduate endpoint', () => {
  it('refuses a schoolId header naming another school, changing nothing', async () => {
    const before = [await gardenSnapshot(t, c.director1.schoolId), await gardenSnapshot(t, c.director2.schoolId)];
    for (const [url, body] of endpoints()) {
      const res = await call(t.app, url, { token: c.director1.token, body, headers: { schoolId: String(c.director2.schoolId) } });
      expect([url, res.json().code]).toEqual([url, 'gateway-0105']);
    }
    const upload = await multipartCall(t.app, '/kid-arch/v1/file/studentInfo', {
      token: c.director1.token,
      parts: [{ field: 'file', data: 'x', filename: 'a.xlsx' }],
      headers: { schoolId: String(c.director2.schoolId) },
    });
    expect(upload.json().code).toBe('gateway-0105');
    expect([await gardenSnapshot(t, c.director1.schoolId), await gardenSnapshot(t, c.director2.schoolId)]).toEqual(before);
  });

  it('refuses a session that is not in a school', async () => {
    for (const [url, body] of endpoints()) {
      const res = await call(t.app, url, { token: group.token, body });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    expect((await call(t.app, '/kid-arch/v1/file/studentInfo', { token: group.token, method: 'GET' })).statusCode).toBe(403);
  });

  it('lets a regulator visit read but change nothing', async () => {
    const visit = await regulatorVisit(t, c.director1.schoolId);
    const before = await gardenSnapshot(t, c.director1.schoolId);
    for (const [url, body, changes] of endpoints()) {
      const res = await call(t.app, url, { token: visit.token, body });
      // without the action code (0403) or with it but read-only (0406)
      if (changes) expect([url, res.statusCode, ['common-0403', 'common-0406'].includes(res.json().code)]).toEqual([url, 403, true]);
      else expect([url, res.statusCode]).not.toEqual([url, 500]);
    }
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
    expect((await call(t.app, `${T}/web/student/list`, { token: visit.token, body: {} })).json().data.total).toBeGreaterThan(100);
  });

  it('needs a token', async () => {
    for (const [url, body] of endpoints()) expect([url, (await call(t.app, url, { body })).statusCode]).toEqual([url, 401]);
  });
});
