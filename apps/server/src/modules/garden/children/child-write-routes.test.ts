import { maskIdCard, maskPhone } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  type Cast,
  childIdCard,
  freshPhone,
  gardenCast,
  gardenSnapshot,
  post,
  rows,
  schoolClasses,
  teacherClassIds,
} from '../classes/test-utils.ts';

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

const newChild = (clazzId: number, extra: Record<string, unknown> = {}) => ({
  clazzId,
  name: '林小禾',
  gender: 2,
  idCardType: 1,
  idCardNo: childIdCard('2022-03-04', 2),
  nation: '汉族',
  enrolDate: '2025-09-01',
  guardians: [
    { name: '林母', phone: freshPhone(), relation: '母亲', isDirectGuardian: true },
    { name: '林父', phone: freshPhone(), relation: '父亲', isDirectGuardian: false },
  ],
  ...extra,
});

describe('add', () => {
  it('adds a child with two guardians linked to accounts (new ones unusable until reset)', async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const body = newChild(clazz.id, { birthday: '', studentNo: 'N-0001' });
    body.guardians[1].phone = '13900000021'; // the teacher's phone: linked to her existing account
    const r = await post(t, `${P}/add`, c.director1.token, body);
    expect(r.status).toBe(200);
    const id = r.body.data.id;
    const [row] = await rows(
      t,
      sql`select name, gender, birthday, student_no as "studentNo", class_id as "clazzId" from students where school_id = ${c.director1.schoolId} and id = ${id}`,
    );
    expect(row).toEqual({ name: '林小禾', gender: 2, birthday: '2022-03-04', studentNo: 'N-0001', clazzId: clazz.id });
    const gs = await guardiansOf(c.director1.schoolId, id);
    expect(gs.map((g) => [g.name, g.relation, g.isDirectGuardian])).toEqual([
      ['林母', '母亲', true],
      ['林父', '父亲', false],
    ]);
    expect(gs[0].hash).toMatch(/^!unusable!/);
    expect(gs[0].needUpdate).toBe(true);
    const [teacherAccount] = await rows(t, sql`select id from accounts where phone = '13900000021'`);
    expect(gs[1].accountId).toBe(teacherAccount.id);
    expect(gs[1].hash).not.toMatch(/^!unusable!/);
  });

  it('refuses a child without guardians with the catalogue message', async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const r = await post(t, `${P}/add`, c.director1.token, newChild(clazz.id, { guardians: [] }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'kid-arch-0014', message: '每个孩子最少需要保留一位家长！' });
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const g = (phone: string) => [{ name: '家长', phone, relation: '母亲' }];
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ idCardNo: '350203202203040021' }, 'idCardNo', '校验位'],
      [{ idCardNo: childIdCard('2099-01-01', 2) }, 'idCardNo', '不能晚于今天'],
      [{ idCardNo: '3502032022' }, 'idCardNo', '18 位'],
      [{ idCardNo: `${childIdCard('2022-02-30', 2).slice(0, 17)}0` }, 'idCardNo'],
      [{ idCardNo: '990203202203040021' }, 'idCardNo', '地区码'],
      [{ birthday: '2022-03-05' }, 'birthday', '不一致'],
      [{ gender: 1 }, 'gender', '不一致'],
      [{ gender: 3 }, 'gender'],
      [{ name: '' }, 'name'],
      [{ nation: '火星族' }, 'nation'],
      [{ studentNo: 'a b' }, 'studentNo'],
      [{ guardians: g('12345678901') }, 'guardians.0.phone', '手机号'],
      [{ guardians: g('1380013800') }, 'guardians.0.phone'],
      [{ guardians: [{ name: '', phone: freshPhone(), relation: '母亲' }] }, 'guardians.0.name'],
      [{ guardians: 'not json' }, 'guardians'],
      [{ idCardType: 7 }, 'idCardType'],
    ];
    for (const [patch, field, text] of cases) {
      const r = await post(t, `${P}/add`, c.director1.token, newChild(clazz.id, patch));
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.data, JSON.stringify(patch)).toEqual({ field });
      if (text) expect(r.body.message).toContain(text);
    }
    const phone = freshPhone();
    const dup = await post(t, `${P}/add`, c.director1.token, newChild(clazz.id, { guardians: [...g(phone), ...g(phone)] }));
    expect(dup.body).toMatchObject({ code: 'kid-arch-0027', data: { field: 'guardians.1.phone' } });
    const [kid] = await childrenOf(c.director1.schoolId, clazz.id);
    const sameId = await post(
      t,
      `${P}/add`,
      c.director1.token,
      newChild(clazz.id, { idCardNo: kid.idCardNo, birthday: '', gender: Number(kid.idCardNo[16]) % 2 ? 1 : 2 }),
    );
    expect(sameId.body.code).toBe('kid-arch-0031');
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses a full class, a graduated class, a class outside the school', async () => {
    const [small] = await rows(t, sql`select id from grades where school_id = ${c.director1.schoolId} and level = 1`);
    const tiny = (await post(t, '/kid-arch/v1/teacher/clazz/add', c.director1.token, { gradeId: small.id, name: '一人班', maxStudents: 1 }))
      .body.data.id;
    expect((await post(t, `${P}/add`, c.director1.token, newChild(tiny, { idCardNo: '' }))).status).toBe(200);
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const full = await post(t, `${P}/add`, c.director1.token, newChild(tiny, { idCardNo: '' }));
    expect(full.body).toMatchObject({ code: 'kid-arch-0020', data: { clazzId: tiny, limit: 1, current: 1 } });
    const [grad] = await rows(t, sql`select id from classes where school_id = ${c.director1.schoolId} and status = 2`);
    expect((await post(t, `${P}/add`, c.director1.token, newChild(grad.id))).body.code).toBe('kid-arch-0022');
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await post(t, `${P}/add`, c.director1.token, newChild(foreign.id))).status).toBe(404);
    expect(
      (await post(t, `${P}/add`, c.director1.token, newChild(tiny), { headers: { schoolId: String(c.director2.schoolId) } })).body.code,
    ).toBe('gateway-0105');
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses a user without the add code', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    expect((await post(t, `${P}/add`, c.teacher.token, newChild(mine))).status).toBe(403);
  });
});

describe('update', () => {
  it('updates fields and replaces the guardian list; an existing phone comes back masked and stays', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const newPhone = freshPhone();
    const r = await post(t, `${P}/update`, c.teacher.token, {
      id: kid.id,
      name: '改名字',
      nation: 3,
      idCardNo: maskIdCard(kid.idCardNo),
      guardians: [
        { id: g0.id, name: '新名字', phone: maskPhone(g0.phone), relation: '奶奶', isDirectGuardian: 'true' },
        { id: 0, accountId: 0, name: '外公', phone: newPhone, relation: '外公' },
      ],
    });
    expect(r.status).toBe(200);
    const gs = await guardiansOf(c.teacher.schoolId, kid.id);
    expect(gs.map((g) => [g.id === g0.id, g.name, g.phone, g.relation])).toEqual([
      [true, '新名字', g0.phone, '奶奶'],
      [false, '外公', newPhone, '外公'],
    ]);
    const [row] = await rows(
      t,
      sql`select name, nation, id_card_no as no from students where school_id = ${c.teacher.schoolId} and id = ${kid.id}`,
    );
    expect(row).toEqual({ name: '改名字', nation: '回族', no: kid.idCardNo });
  });

  it('keeps at least one guardian and refuses a changed phone of an existing one, writing nothing', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [, kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    const none = await post(t, `${P}/update`, c.teacher.token, { id: kid.id, name: '不该改', guardians: [] });
    expect(none.body).toMatchObject({ code: 'kid-arch-0014', message: '每个孩子最少需要保留一位家长！' });
    const changed = await post(t, `${P}/update`, c.teacher.token, {
      id: kid.id,
      guardians: [{ id: g0.id, name: g0.name, phone: freshPhone(), relation: g0.relation }],
    });
    expect(changed.body).toMatchObject({ code: 'kid-arch-0028', data: { field: 'guardians.0.phone' } });
    const [otherKid] = await childrenOf(c.teacher.schoolId, mine);
    const [foreignGuardian] = await guardiansOf(c.teacher.schoolId, otherKid.id);
    const stolen = await post(t, `${P}/update`, c.teacher.token, {
      id: kid.id,
      guardians: [{ id: foreignGuardian.id, name: 'x', phone: foreignGuardian.phone, relation: 'x' }],
    });
    expect(stolen.body.data).toEqual({ field: 'guardians.0.id' });
    expect((await post(t, `${P}/update`, c.teacher.token, { id: kid.id, birthday: '2030-01-01' })).body.data).toEqual({
      field: 'birthday',
    });
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });

  it('moves a child between classes only within the range', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine[0]);
    expect((await post(t, `${P}/update`, c.teacher.token, { id: kid.id, clazzId: mine[1] })).status).toBe(200);
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    expect((await post(t, `${P}/update`, c.teacher.token, { id: kid.id, clazzId: other.id })).status).toBe(404);
    const [outside] = await childrenOf(c.teacher.schoolId, other.id);
    expect((await post(t, `${P}/update`, c.teacher.token, { id: outside.id, name: 'x' })).status).toBe(404);
    const before = await gardenSnapshot(t, c.director2.schoolId);
    expect((await post(t, `${P}/update`, c.director2.token, { id: kid.id, name: 'x' })).status).toBe(404);
    expect(await gardenSnapshot(t, c.director2.schoolId)).toEqual(before);
    expect((await post(t, `${P}/update`, c.health.token, { id: kid.id, name: 'x' })).status).toBe(403);
  });
});

describe('guardian phone change', () => {
  it("relinks the guardian to the new phone's account", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [, , kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const phone = freshPhone();
    const r = await post(t, `${P}/update-guardian-mobile`, c.teacher.token, { studentId: kid.id, guardianId: g0.id, mobile: phone });
    expect(r.body.data).toEqual({ guardianId: g0.id, mobile: maskPhone(phone) });
    const [after] = await guardiansOf(c.teacher.schoolId, kid.id);
    const [acc] = await rows(t, sql`select id from accounts where phone = ${phone}`);
    expect(after).toMatchObject({ phone, accountId: acc.id });
    const [old] = await rows(t, sql`select phone from accounts where id = ${g0.accountId}`);
    expect(old.phone).toBe(g0.phone);
  });

  it('refuses a bad phone, a foreign guardian, other schools and users without the code', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [, , kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    expect(
      (await post(t, `${P}/update-guardian-mobile`, c.teacher.token, { studentId: kid.id, guardianId: g0.id, mobile: '123' })).body.data,
    ).toEqual({ field: 'mobile' });
    expect(
      (
        await post(t, `${P}/update-guardian-mobile`, c.teacher.token, {
          studentId: kid.id,
          guardianId: g0.id + 100000,
          mobile: freshPhone(),
        })
      ).body.data,
    ).toEqual({ field: 'guardianId' });
    expect(
      (await post(t, `${P}/update-guardian-mobile`, c.director2.token, { studentId: kid.id, guardianId: g0.id, mobile: freshPhone() }))
        .status,
    ).toBe(404);
    expect(
      (await post(t, `${P}/update-guardian-mobile`, c.health.token, { studentId: kid.id, guardianId: g0.id, mobile: freshPhone() })).status,
    ).toBe(403);
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });
});

describe('remove', () => {
  it('lets children leave the school, all or nothing', async () => {
    const [, clazz] = await schoolClasses(t, c.director1.schoolId);
    const [a, b] = await childrenOf(c.director1.schoolId, clazz.id);
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const [foreignClass] = await schoolClasses(t, c.director2.schoolId);
    const [foreign] = await childrenOf(c.director2.schoolId, foreignClass.id);
    expect((await post(t, `${P}/remove`, c.director1.token, { ids: [a.id, foreign.id] })).status).toBe(404);
    expect((await post(t, `${P}/remove`, c.teacher.token, { id: a.id })).status).toBe(403);
    expect((await post(t, `${P}/remove`, c.director1.token, {})).body.data).toEqual({ field: 'id' });
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
    const r = await post(t, `${P}/remove`, c.director1.token, { ids: `${a.id},${b.id}` }, { form: true });
    expect(r.body.data).toEqual({ removed: 2 });
    const st = await rows(
      t,
      sql`select status, class_id as "clazzId" from students where school_id = ${c.director1.schoolId} and id = any(${sql.param([a.id, b.id])}::bigint[])`,
    );
    expect(st).toEqual([
      { status: 3, clazzId: clazz.id },
      { status: 3, clazzId: clazz.id },
    ]);
    expect((await post(t, `${P}/remove`, c.director1.token, { id: a.id })).body.code).toBe('kid-arch-0029');
    expect((await post(t, `${P}/list`, c.director1.token, { status: 3 })).body.data.total).toBe(2);
  });
});
