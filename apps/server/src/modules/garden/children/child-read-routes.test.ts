import { maskIdCard, maskPhone } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, post, rows, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/kid-arch/v1/teacher/web/student';
const childrenOf = (schoolId: number, classId: number) =>
  rows(
    t,
    sql`select id, name, id_card_no as "idCardNo" from students where school_id = ${schoolId} and class_id = ${classId} and status = 1 order by id`,
  );
const guardiansOf = (schoolId: number, studentId: number) =>
  rows(
    t,
    sql`select g.id, g.name, g.phone, g.relation, g.is_direct_guardian as "isDirectGuardian", g.account_id as "accountId", a.password_hash as hash, a.need_update_password as "needUpdate"
    from guardians g left join accounts a on a.id = g.account_id where g.school_id = ${schoolId} and g.student_id = ${studentId} order by g.id`,
  );

describe('list', () => {
  it('pages the children in school with class, age and the first guardian, phones masked', async () => {
    const { status, body } = await post(t, `${P}/list`, c.admin.token, { pageSize: 10 });
    expect(status).toBe(200);
    const total = (await rows(t, sql`select count(*)::int as n from students where school_id = ${c.admin.schoolId} and status = 1`))[0].n;
    expect(body.data).toMatchObject({ total, pageNum: 1, pageSize: 10 });
    const row = body.data.list[0];
    expect(row).toMatchObject({ status: 1, gradeName: '小班' });
    expect(row.guardianPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(row.idCardNo.slice(6, 14)).toBe('********');
    expect(row.ageMonths).toBeGreaterThan(24);
    const p2 = await post(t, `${P}/list`, c.admin.token, { pageSize: '10', pageNum: '2' }, { form: true });
    expect(p2.body.data.list[0].id).not.toBe(row.id);
    const past = await post(t, `${P}/list`, c.admin.token, { pageNum: 999 });
    expect(past.body.data).toMatchObject({ list: [], total });
  });

  it('masks ID numbers and phones even for holders of sensitive-id-card-view (the full number is the detail reveal)', async () => {
    const row = (await post(t, `${P}/list`, c.director1.token, { pageSize: 10 })).body.data.list[0];
    const [db] = await rows(t, sql`select id_card_no as no from students where school_id = ${c.director1.schoolId} and id = ${row.id}`);
    expect(row.idCardNo).toBe(maskIdCard(db.no));
    expect(row.guardianPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it('searches by name (wildcards literal), class, gender, status and guardian phone', async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const [kid] = await childrenOf(c.director1.schoolId, clazz.id);
    const byName = await post(t, `${P}/list`, c.director1.token, { name: kid.name.slice(0, 2) });
    expect(byName.body.data.list.every((x: any) => x.name.includes(kid.name.slice(0, 2)))).toBe(true);
    expect((await post(t, `${P}/list`, c.director1.token, { name: '%' })).body.data.total).toBe(0);
    const byClass = await post(t, `${P}/list`, c.director1.token, { clazzId: clazz.id, gender: 1 });
    expect(byClass.body.data.list.every((x: any) => x.clazzId === clazz.id && x.gender === 1)).toBe(true);
    const [g] = await guardiansOf(c.director1.schoolId, kid.id);
    const byPhone = await post(t, `${P}/list`, c.director1.token, { guardianPhone: g.phone.slice(3) });
    expect(byPhone.body.data.list.map((x: any) => x.id)).toContain(kid.id);
    const grads = await post(t, `${P}/list`, c.director1.token, { status: 2 });
    expect(grads.body.data.total).toBeGreaterThan(20);
    expect(grads.body.data.list.every((x: any) => x.status === 2)).toBe(true);
  });

  it('shows a teacher only the children of their classes', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const { body } = await post(t, `${P}/list`, c.teacher.token, { pageSize: 20 });
    const expected = (
      await rows(
        t,
        sql`select count(*)::int as n from students where school_id = ${c.teacher.schoolId} and status = 1
      and class_id = any(${sql.param(mine)}::bigint[])`,
      )
    )[0].n;
    expect(body.data.total).toBe(expected);
    expect(body.data.list.every((x: any) => mine.includes(x.clazzId))).toBe(true);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    expect((await post(t, `${P}/list`, c.teacher.token, { clazzId: other.id })).body.data.total).toBe(0);
  });

  it('refuses without the child code, on a foreign header, and bad filters', async () => {
    const { loginAs } = await import('../../../../test/harness.ts');
    const group = await loginAs(t.app, 'groupAdmin');
    expect((await post(t, `${P}/list`, group.token, {})).status).toBe(403);
    expect((await post(t, `${P}/list`, c.director1.token, {}, { headers: { schoolId: String(c.director2.schoolId) } })).body.code).toBe(
      'gateway-0105',
    );
    for (const [body, field] of [
      [{ gender: 3 }, 'gender'],
      [{ status: 9 }, 'status'],
      [{ guardianPhone: '13a' }, 'guardianPhone'],
      [{ pageSize: 50 }, 'pageSize'],
    ] as const) {
      expect((await post(t, `${P}/list`, c.director1.token, body)).body.data).toEqual({ field });
    }
  });

  it("lists a class's children, and a graduated class's graduates", async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const r = await post(t, `${P}/list-of-clazz`, c.director1.token, { clazzId: clazz.id });
    expect(r.body.data.total).toBe(clazz.n);
    const [grad] = await rows(t, sql`select id from classes where school_id = ${c.director1.schoolId} and status = 2`);
    const g = await post(t, `${P}/list-of-clazz`, c.director1.token, { clazzId: grad.id });
    expect(g.body.data.total).toBeGreaterThan(20);
    expect(g.body.data.list[0]).toMatchObject({ status: 2, graduatedAt: '2026-07-10' });
    const mine = await teacherClassIds(t, c.teacher);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    expect((await post(t, `${P}/list-of-clazz`, c.teacher.token, { clazzId: other.id })).status).toBe(404);
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await post(t, `${P}/list-of-clazz`, c.director1.token, { clazzId: foreign.id })).status).toBe(404);
    expect((await post(t, `${P}/list-of-clazz`, c.director1.token, {})).body.data).toEqual({ field: 'clazzId' });
  });
});

describe('detail and health info', () => {
  it('answers a child with guardians; the ID number and phones in full only on reveal with the code', async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const [kid] = await childrenOf(c.director1.schoolId, clazz.id);
    const masked = (await post(t, `${P}/detail`, c.director1.token, { id: kid.id })).body.data;
    expect(masked).toMatchObject({
      id: kid.id,
      clazzId: clazz.id,
      clazzName: clazz.name,
      idCardNo: maskIdCard(kid.idCardNo),
      idCardMasked: true,
      canReveal: true,
    });
    expect(masked.guardians.length).toBeGreaterThan(0);
    expect(masked.guardians[0].phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(masked.guardians[0].accountId).toBeGreaterThan(0);
    const shown = (await post(t, `${P}/detail`, c.director1.token, { id: kid.id, reveal: 'true' }, { form: true })).body.data;
    expect(shown.idCardNo).toBe(kid.idCardNo);
    expect(shown.idCardMasked).toBe(false);
    expect(shown.guardians[0].phone).toMatch(/^1\d{10}$/);
    const admin = (await post(t, `${P}/detail`, c.admin.token, { id: kid.id, reveal: true })).body.data;
    expect(admin.idCardNo).toBe(maskIdCard(kid.idCardNo));
    const health = (await post(t, `${P}/detail`, c.health.token, { id: kid.id })).body.data;
    expect(health.guardians[0].phone).toBe(maskPhone(shown.guardians[0].phone));
  });

  it('answers the health summary of the child', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const r = await post(t, `${P}/getStuHealthInfo`, c.health.token, { studentId: kid.id });
    expect(Object.keys(r.body.data).sort()).toEqual([
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
    expect((await post(t, `${P}/getStuHealthInfo`, c.teacher.token, { id: kid.id })).status).toBe(200);
  });

  it("carries the sections other modules add to the child's profile: health's summary, as getStuHealthInfo has it", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const { sections } = (await post(t, `${P}/detail`, c.health.token, { id: kid.id })).body.data;
    const { allergies, histories, latestChecks, latestTemperature, openCare } = (
      await post(t, `${P}/getStuHealthInfo`, c.health.token, { studentId: kid.id })
    ).body.data;
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
    for (const url of ['detail', 'getStuHealthInfo']) {
      const r = await post(t, `${P}/${url}`, c.teacher.token, { id: kid.id, studentId: kid.id });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('common-0405');
      expect((await post(t, `${P}/${url}`, c.director2.token, { id: kid.id, studentId: kid.id })).status).toBe(404);
    }
    expect((await post(t, `${P}/detail`, c.director1.token, { id: 'x' })).body.data).toEqual({ field: 'id' });
    expect((await post(t, `${P}/getStuHealthInfo`, c.director1.token, {})).body.data).toEqual({ field: 'studentId' });
  });

  // last: it takes codes away from the teacher's role
  it('opens a child for a class manager without the child code, and refuses a role with neither', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const drop = (code: string) =>
      t.db.execute(sql`delete from role_permissions where code = ${code} and role_id in
      (select role_id from member_roles where institution_id = ${c.teacher.schoolId} and member_id = ${c.teacher.teacherId})`);
    await drop('student-manage');
    expect((await post(t, `${P}/list`, c.teacher.token, {})).status).toBe(403);
    const detail = (await post(t, `${P}/detail`, c.teacher.token, { id: kid.id })).body.data;
    expect(detail.id).toBe(kid.id);
    // the health pages' code still shows the health section; without it the profile comes without
    expect(detail.sections.map((x: { key: string }) => x.key)).toEqual(['health.summary']);
    await drop('attendance-inspectInfo');
    expect((await post(t, `${P}/detail`, c.teacher.token, { id: kid.id })).body.data.sections).toEqual([]);
    await drop('school-class-manage');
    expect((await post(t, `${P}/detail`, c.teacher.token, { id: kid.id })).status).toBe(403);
  });
});
