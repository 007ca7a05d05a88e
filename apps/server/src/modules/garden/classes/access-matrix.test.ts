import { type Endpoint, isReadAccess } from '@kg/shared';
import { childEndpoints, childFileEndpoints, childNumberEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { classEndpoints, classOptionEndpoints, classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { gradeEndpoints } from '@kg/shared/modules/garden/grades';
import { graduateEndpoints, graduateFileEndpoints } from '@kg/shared/modules/garden/graduates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { multipartCall } from '../../../platform/files/testing.ts';
import { regulatorVisit } from '../testing.ts';
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

/** [path, body, changes data]: a declared call changes data unless its access is a read. */
type Probe = [string, Record<string, unknown>, boolean];
const probe = (e: Endpoint, body: Record<string, unknown> = {}): Probe => [e.path, body, !isReadAccess(e.access)];
const GD = gradeEndpoints;
const C = classEndpoints;
const O = classOptionEndpoints;
const TE = classTermEndpoints;
const S = childEndpoints;
const N = childNumberEndpoints;
const F = childFileEndpoints;
const GR = graduateEndpoints;
const GF = graduateFileEndpoints;
const endpoints = (): Probe[] => [
  probe(GD.options),
  probe(GD.list),
  probe(GD.add, { name: '托班', level: 0 }),
  probe(GD.update, { id: ids.grade, name: '改' }),
  probe(GD.remove, { id: ids.grade }),
  probe(GD.next, { gradeId: ids.grade }),
  probe(C.add, { gradeId: ids.grade, name: '新班' }),
  probe(C.update, { id: ids.clazz, name: '改' }),
  probe(C.remove, { id: ids.clazz }),
  probe(C.detail, { id: ids.clazz }),
  probe(C.list),
  probe(C.deletePlan, { id: ids.clazz }),
  probe(C.limit, { clazzId: ids.clazz }),
  probe(O.tree),
  probe(O.options),
  probe(O.order),
  probe(O.own),
  probe(O.ownByGrade),
  probe(O.allRange),
  probe(O.staff, { clazzId: ids.clazz }),
  probe(TE.upgrade, { clazzIds: [ids.clazz] }),
  probe(TE.graduate, { clazzIds: [ids.topClazz] }),
  probe(TE.graduatedList),
  probe(TE.graduatedDetail, { id: ids.clazz }),
  probe(TE.graduatedOptions),
  probe(N.classes),
  probe(N.saveClass, { clazzId: ids.clazz, auto: { overwrite: true } }),
  probe(N.children, { clazzId: ids.clazz }),
  probe(N.saveOne, { studentId: ids.student, studentNo: 'M1' }),
  probe(S.list),
  probe(S.detail, { id: ids.student }),
  probe(S.add, { clazzId: ids.clazz, name: '新', gender: 1, guardians: [{ name: '家长', phone: '13912345678', relation: '母亲' }] }),
  probe(S.update, { id: ids.student, name: '改' }),
  probe(S.remove, { id: ids.student }),
  probe(S.listOfClass, { clazzId: ids.clazz }),
  probe(S.guardianMobile, { studentId: ids.student, guardianId: ids.guardian, mobile: '13912345670' }),
  probe(GR.list),
  probe(GR.graduation, { studentId: ids.student }),
  probe(GR.batchGraduation, { studentIds: [ids.student] }),
  probe(F.export),
  probe(GF.export),
  probe(F.report, { id: 1 }),
  probe(GF.failureReport, { id: 1 }),
];

describe('every grade, class, child and graduate endpoint', () => {
  it('refuses a schoolId header naming another school, changing nothing', async () => {
    const before = [await gardenSnapshot(t, c.director1.schoolId), await gardenSnapshot(t, c.director2.schoolId)];
    for (const [url, body] of endpoints()) {
      const res = await call(t.app, url, { token: c.director1.token, body, headers: { schoolId: String(c.director2.schoolId) } });
      expect([url, res.json().code]).toEqual([url, 'gateway-0105']);
    }
    const upload = await multipartCall(t.app, F.upload.path, {
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
    expect((await call(t.app, F.template.path, { token: group.token, method: 'GET' })).statusCode).toBe(403);
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
    expect((await call(t.app, S.list.path, { token: visit.token, body: {} })).json().data.total).toBeGreaterThan(100);
  });

  it('needs a token', async () => {
    for (const [url, body] of endpoints()) expect([url, (await call(t.app, url, { body })).statusCode]).toEqual([url, 401]);
  });
});
