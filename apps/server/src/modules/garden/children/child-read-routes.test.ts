import { maskIdCard, maskPhone } from '@kg/shared';
import { childEndpoints as E } from '@kg/shared/modules/garden/children-endpoints';
import { childHealthEndpoints } from '@kg/shared/modules/health/records/child-health';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { accounts, classes, guardians, students } from '../../../db/schema/index.ts';
import { type Cast, gardenCast, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';
import { childRows } from './child-rows-testing.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const H = childHealthEndpoints.health;
const { childrenOf } = childRows(() => t.db);
const guardiansOf = (schoolId: number, studentId: number) =>
  t.db
    .select({ id: guardians.id, phone: guardians.phone, hash: accounts.passwordHash })
    .from(guardians)
    .leftJoin(accounts, eq(accounts.id, guardians.accountId))
    .where(and(eq(guardians.schoolId, schoolId), eq(guardians.studentId, studentId)))
    .orderBy(asc(guardians.id));
/** Children in school, of a school or of some of its classes. */
const countInSchool = async (schoolId: number, classIds?: number[]) => {
  const inClasses = classIds ? sql`${students.classId} = any(${sql.param(classIds)}::bigint[])` : undefined;
  const [r] = await t.db
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 1), inClasses));
  return r.n;
};

describe('list', () => {
  it('pages the children in school with class, age and the first guardian, phones masked', async () => {
    const page = ok(await call(E.list, c.admin, { pageSize: 10 }));
    const total = await countInSchool(c.admin.schoolId);
    expect(page).toMatchObject({ total, pageNum: 1, pageSize: 10 });
    const row = page.list[0];
    expect(row).toMatchObject({ status: 1, gradeName: '小班' });
    expect(row.guardianPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(row.idCardNo.slice(6, 14)).toBe('********');
    expect(row.ageMonths).toBeGreaterThan(24);
    // a form body, as the web client sends a read call: the numbers arrive as text
    const p2 = ok(await call(E.list, c.admin, { pageSize: 10, pageNum: 2 }));
    expect(p2.list[0].id).not.toBe(row.id);
    const past = ok(await call(E.list, c.admin, { pageNum: 999 }));
    expect(past).toMatchObject({ list: [], total });
  });

  it('masks ID numbers and phones even for holders of sensitive-id-card-view (the full number is the detail reveal)', async () => {
    const row = ok(await call(E.list, c.director1, { pageSize: 10 })).list[0];
    const [db] = await t.db
      .select({ no: students.idCardNo })
      .from(students)
      .where(and(eq(students.schoolId, c.director1.schoolId), eq(students.id, row.id)));
    expect(row.idCardNo).toBe(maskIdCard(db.no!));
    expect(row.guardianPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it('searches by name (wildcards literal), class, gender, status and guardian phone', async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const [kid] = await childrenOf(c.director1.schoolId, clazz.id);
    const byName = ok(await call(E.list, c.director1, { name: kid.name.slice(0, 2) }));
    expect(byName.list.every((x) => x.name.includes(kid.name.slice(0, 2)))).toBe(true);
    expect(ok(await call(E.list, c.director1, { name: '%' })).total).toBe(0);
    const byClass = ok(await call(E.list, c.director1, { clazzId: clazz.id, gender: 1 }));
    expect(byClass.list.every((x) => x.clazzId === clazz.id && x.gender === 1)).toBe(true);
    const [g] = await guardiansOf(c.director1.schoolId, kid.id);
    const byPhone = ok(await call(E.list, c.director1, { guardianPhone: g.phone.slice(3) }));
    expect(byPhone.list.map((x) => x.id)).toContain(kid.id);
    const grads = ok(await call(E.list, c.director1, { status: 2 }));
    expect(grads.total).toBeGreaterThan(20);
    expect(grads.list.every((x) => x.status === 2)).toBe(true);
  });

  it('shows a teacher only the children of their classes', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const page = ok(await call(E.list, c.teacher, { pageSize: 20 }));
    expect(page.total).toBe(await countInSchool(c.teacher.schoolId, mine));
    expect(page.list.every((x) => mine.includes(x.clazzId!))).toBe(true);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    expect(ok(await call(E.list, c.teacher, { clazzId: other.id })).total).toBe(0);
  });

  it('refuses without the child code, on a foreign header, and bad filters', async () => {
    const { loginAs } = await import('../../../../test/harness.ts');
    const group = await loginAs(t.app, 'groupAdmin');
    expect((await call(E.list, group)).status).toBe(403);
    expect((await call(E.list, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } })).code).toBe('gateway-0105');
    for (const [body, field] of [
      [{ gender: 3 }, 'gender'],
      [{ status: 9 }, 'status'],
      [{ guardianPhone: '13a' }, 'guardianPhone'],
      [{ pageSize: 50 }, 'pageSize'],
    ] as const) {
      expect(refused(await call(E.list, c.director1, malformed(body)), 'common-0400', field)).toEqual({ field });
    }
  });

  it("lists a class's children, and a graduated class's graduates", async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    expect(ok(await call(E.listOfClass, c.director1, { clazzId: clazz.id })).total).toBe(clazz.n);
    const [grad] = await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, c.director1.schoolId), eq(classes.status, 2)));
    const g = ok(await call(E.listOfClass, c.director1, { clazzId: grad.id }));
    expect(g.total).toBeGreaterThan(20);
    expect(g.list[0]).toMatchObject({ status: 2, graduatedAt: '2026-07-10' });
    const mine = await teacherClassIds(t, c.teacher);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    expect((await call(E.listOfClass, c.teacher, { clazzId: other.id })).status).toBe(404);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await call(E.listOfClass, c.director1, { clazzId: foreign.id })).status).toBe(404);
    expect(refused(await call(E.listOfClass, c.director1, malformed({})), 'common-0400')).toEqual({ field: 'clazzId' });
  });
});

describe('detail and health info', () => {
  it('answers a child with guardians; the ID number and phones in full only on reveal with the code', async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const [kid] = await childrenOf(c.director1.schoolId, clazz.id);
    const masked = ok(await call(E.detail, c.director1, { id: kid.id }));
    expect(masked).toMatchObject({
      id: kid.id,
      clazzId: clazz.id,
      clazzName: clazz.name,
      idCardNo: maskIdCard(kid.idCardNo!),
      idCardMasked: true,
      canReveal: true,
    });
    expect(masked.guardians.length).toBeGreaterThan(0);
    expect(masked.guardians[0].phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(masked.guardians[0].accountId).toBeGreaterThan(0);
    // a form body: reveal arrives as the text 'true'
    const shown = ok(await call(E.detail, c.director1, { id: kid.id, reveal: true }));
    expect(shown.idCardNo).toBe(kid.idCardNo);
    expect(shown.idCardMasked).toBe(false);
    expect(shown.guardians[0].phone).toMatch(/^1\d{10}$/);
    const admin = ok(await call(E.detail, c.admin, { id: kid.id, reveal: true }));
    expect(admin.idCardNo).toBe(maskIdCard(kid.idCardNo!));
    const health = ok(await call(E.detail, c.health, { id: kid.id }));
    expect(health.guardians[0].phone).toBe(maskPhone(shown.guardians[0].phone));
  });

  it('answers the health summary of the child', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const r = ok(await call(H, c.health, { studentId: kid.id }));
    expect(Object.keys(r).sort()).toEqual([
      'ageMonths',
      'allergies',
      'birthday',
      'clazzId',
      'clazzName',
      'gender',
      'histories',
      'latestChecks',
      'latestTemperature',
      'name',
      'openCare',
      'status',
      'studentId',
    ]);
    ok(await call(H, c.teacher, { id: kid.id }));
  });

  it("carries the sections other modules add to the child's profile: health's summary, as getStuHealthInfo has it", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const { sections } = ok(await call(E.detail, c.health, { id: kid.id }));
    const { allergies, histories, latestChecks, latestTemperature, openCare } = ok(await call(H, c.health, { studentId: kid.id }));
    expect(sections).toEqual([
      { module: 'health', key: 'health.summary', data: { allergies, histories, latestChecks, latestTemperature, openCare } },
    ]);
    // the demo's checks reach every child: the section is not an empty shell
    expect(latestChecks.length).toBeGreaterThan(0);
  });

  it('answers children outside the range or school like missing ones', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    const [kid] = await childrenOf(c.teacher.schoolId, other.id);
    for (const who of [c.teacher, c.director2]) {
      refused(await call(E.detail, who, { id: kid.id }), 'common-0405');
      refused(await call(H, who, { studentId: kid.id }), 'common-0405');
    }
    expect(refused(await call(E.detail, c.director1, malformed({ id: 'x' })), 'common-0400')).toEqual({ field: 'id' });
    expect(refused(await call(H, c.director1, {}), 'common-0400')).toEqual({ field: 'studentId' });
  });

  // last: it takes codes away from the teacher's role
  it('opens a child for a class manager without the child code, and refuses a role with neither', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const drop = (code: string) =>
      t.db.execute(sql`delete from role_permissions where code = ${code} and role_id in
      (select role_id from member_roles where institution_id = ${c.teacher.schoolId} and member_id = ${c.teacher.teacherId})`);
    await drop('student-manage');
    expect((await call(E.list, c.teacher)).status).toBe(403);
    const detail = ok(await call(E.detail, c.teacher, { id: kid.id }));
    expect(detail.id).toBe(kid.id);
    // the health pages' code still shows the health section; without it the profile comes without
    expect(detail.sections.map((x) => x.key)).toEqual(['health.summary']);
    await drop('attendance-inspectInfo');
    expect(ok(await call(E.detail, c.teacher, { id: kid.id })).sections).toEqual([]);
    await drop('school-class-manage');
    expect((await call(E.detail, c.teacher, { id: kid.id })).status).toBe(403);
  });
});
