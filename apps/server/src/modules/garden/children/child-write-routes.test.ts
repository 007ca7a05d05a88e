import { maskIdCard, maskPhone } from '@kg/shared';
import { childEndpoints as E } from '@kg/shared/modules/garden/children-endpoints';
import { classEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { accounts, classes, grades, students } from '../../../db/schema/index.ts';
import { type Cast, childIdCard, freshPhone, gardenCast, gardenSnapshot, schoolClasses, teacherClassIds } from '../classes/test-utils.ts';
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

const { childrenOf, guardiansOf, child } = childRows(() => t.db);
const accountOf = async (phone: string) => (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone)))[0];

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
    const { id } = ok(await call(E.add, c.director1, body));
    expect(await child(c.director1.schoolId, id)).toMatchObject({
      name: '林小禾',
      gender: 2,
      birthday: '2022-03-04',
      studentNo: 'N-0001',
      clazzId: clazz.id,
    });
    const gs = await guardiansOf(c.director1.schoolId, id);
    expect(gs.map((g) => [g.name, g.relation, g.isDirectGuardian])).toEqual([
      ['林母', '母亲', true],
      ['林父', '父亲', false],
    ]);
    expect(gs[0].hash).toMatch(/^!unusable!/);
    expect(gs[0].needUpdate).toBe(true);
    const teacherAccount = await accountOf('13900000021');
    expect(gs[1].accountId).toBe(teacherAccount.id);
    expect(gs[1].hash).not.toMatch(/^!unusable!/);
  });

  it('refuses a child without guardians with the catalogue message', async () => {
    const [clazz] = await schoolClasses(t, c.director1.schoolId);
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const r = await call(E.add, c.director1, newChild(clazz.id, { guardians: [] }));
    refused(r, 'kid-arch-0014');
    expect(r).toMatchObject({ status: 400, message: '每个孩子最少需要保留一位家长！' });
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
      const r = await call(E.add, c.director1, malformed(newChild(clazz.id, patch)));
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.data, JSON.stringify(patch)).toEqual({ field });
      if (text) expect(r.message).toContain(text);
    }
    const phone = freshPhone();
    refused(
      await call(E.add, c.director1, newChild(clazz.id, { guardians: [...g(phone), ...g(phone)] })),
      'kid-arch-0027',
      'guardians.1.phone',
    );
    const [kid] = await childrenOf(c.director1.schoolId, clazz.id);
    const idCardNo = kid.idCardNo!;
    const sameId = newChild(clazz.id, { idCardNo, birthday: '', gender: Number(idCardNo[16]) % 2 ? 1 : 2 });
    refused(await call(E.add, c.director1, sameId), 'kid-arch-0031');
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses a full class, a graduated class, a class outside the school', async () => {
    const [small] = await t.db
      .select({ id: grades.id })
      .from(grades)
      .where(and(eq(grades.schoolId, c.director1.schoolId), eq(grades.level, 1)));
    const tiny = ok(await call(classEndpoints.add, c.director1, { gradeId: small.id, name: '一人班', maxStudents: 1 })).id;
    ok(await call(E.add, c.director1, newChild(tiny, { idCardNo: '' })));
    const before = await gardenSnapshot(t, c.director1.schoolId);
    const full = refused(await call(E.add, c.director1, newChild(tiny, { idCardNo: '' })), 'kid-arch-0020');
    expect(full).toMatchObject({ clazzId: tiny, limit: 1, current: 1 });
    const [grad] = await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, c.director1.schoolId), eq(classes.status, 2)));
    refused(await call(E.add, c.director1, newChild(grad.id)), 'kid-arch-0022');
    const [foreign] = await schoolClasses(t, c.director2.schoolId);
    expect((await call(E.add, c.director1, newChild(foreign.id))).status).toBe(404);
    const otherSchool = { headers: { schoolId: String(c.director2.schoolId) } };
    refused(await call(E.add, c.director1, newChild(tiny), otherSchool), 'gateway-0105');
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
  });

  it('refuses a user without the add code', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    expect((await call(E.add, c.teacher, newChild(mine))).status).toBe(403);
  });
});

describe('update', () => {
  it('updates fields and replaces the guardian list; an existing phone comes back masked and stays', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const newPhone = freshPhone();
    // as the seed's clients send it: a nation's code, a flag as text, a new guardian with id 0
    const update = malformed({
      id: kid.id,
      name: '改名字',
      nation: 3,
      idCardNo: maskIdCard(kid.idCardNo!),
      guardians: [
        { id: g0.id, name: '新名字', phone: maskPhone(g0.phone), relation: '奶奶', isDirectGuardian: 'true' },
        { id: 0, accountId: 0, name: '外公', phone: newPhone, relation: '外公' },
      ],
    });
    ok(await call(E.update, c.teacher, update));
    const gs = await guardiansOf(c.teacher.schoolId, kid.id);
    expect(gs.map((g) => [g.id === g0.id, g.name, g.phone, g.relation])).toEqual([
      [true, '新名字', g0.phone, '奶奶'],
      [false, '外公', newPhone, '外公'],
    ]);
    expect(await child(c.teacher.schoolId, kid.id)).toMatchObject({ name: '改名字', nation: '回族', no: kid.idCardNo });
  });

  it('keeps an existing guardian sent without a phone; a new one without a phone is asked for it', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const { gender } = await child(c.teacher.schoolId, kid.id);
    const base = { id: kid.id, name: kid.name, gender };
    ok(await call(E.update, c.teacher, malformed({ ...base, guardians: [{ id: g0.id, name: g0.name, relation: '妈妈' }] })));
    expect((await guardiansOf(c.teacher.schoolId, kid.id)).map((g) => [g.id, g.phone])).toEqual([[g0.id, g0.phone]]);
    const r = await call(
      E.update,
      c.teacher,
      malformed({
        ...base,
        guardians: [
          { id: g0.id, name: g0.name, relation: '妈妈' },
          { name: '爸爸', relation: '爸爸' },
        ],
      }),
    );
    expect(r.data).toMatchObject({ field: 'guardians.1.phone' });
    expect(r.message).not.toContain('undefined');
  });

  it('keeps at least one guardian and refuses a changed phone of an existing one, writing nothing', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [, kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    const none = await call(E.update, c.teacher, { id: kid.id, name: '不该改', guardians: [] });
    refused(none, 'kid-arch-0014');
    expect(none.message).toBe('每个孩子最少需要保留一位家长！');
    const changed = await call(E.update, c.teacher, {
      id: kid.id,
      guardians: [{ id: g0.id, name: g0.name, phone: freshPhone(), relation: g0.relation }],
    });
    refused(changed, 'kid-arch-0028', 'guardians.0.phone');
    const [otherKid] = await childrenOf(c.teacher.schoolId, mine);
    const [foreignGuardian] = await guardiansOf(c.teacher.schoolId, otherKid.id);
    const stolen = await call(E.update, c.teacher, {
      id: kid.id,
      guardians: [{ id: foreignGuardian.id, name: 'x', phone: foreignGuardian.phone, relation: 'x' }],
    });
    expect(stolen.data).toEqual({ field: 'guardians.0.id' });
    expect(refused(await call(E.update, c.teacher, { id: kid.id, birthday: '2030-01-01' }), 'common-0400')).toEqual({ field: 'birthday' });
    expect(await gardenSnapshot(t, c.teacher.schoolId)).toEqual(before);
  });

  it('moves a child between classes only within the range', async () => {
    const mine = await teacherClassIds(t, c.teacher);
    const [kid] = await childrenOf(c.teacher.schoolId, mine[0]);
    ok(await call(E.update, c.teacher, { id: kid.id, clazzId: mine[1] }));
    const other = (await schoolClasses(t, c.teacher.schoolId)).find((x) => !mine.includes(x.id))!;
    expect((await call(E.update, c.teacher, { id: kid.id, clazzId: other.id })).status).toBe(404);
    const [outside] = await childrenOf(c.teacher.schoolId, other.id);
    expect((await call(E.update, c.teacher, { id: outside.id, name: 'x' })).status).toBe(404);
    const before = await gardenSnapshot(t, c.director2.schoolId);
    expect((await call(E.update, c.director2, { id: kid.id, name: 'x' })).status).toBe(404);
    expect(await gardenSnapshot(t, c.director2.schoolId)).toEqual(before);
    expect((await call(E.update, c.health, { id: kid.id, name: 'x' })).status).toBe(403);
  });
});

describe('guardian phone change', () => {
  it("relinks the guardian to the new phone's account", async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [, , kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const phone = freshPhone();
    const r = ok(await call(E.guardianMobile, c.teacher, { studentId: kid.id, guardianId: g0.id, mobile: phone }));
    expect(r).toEqual({ guardianId: g0.id, mobile: maskPhone(phone) });
    const [after] = await guardiansOf(c.teacher.schoolId, kid.id);
    expect(after).toMatchObject({ phone, accountId: (await accountOf(phone)).id });
    const [old] = await t.db.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.id, g0.accountId!));
    expect(old.phone).toBe(g0.phone);
  });

  it('refuses a bad phone, a foreign guardian, other schools and users without the code', async () => {
    const [mine] = await teacherClassIds(t, c.teacher);
    const [, , kid] = await childrenOf(c.teacher.schoolId, mine);
    const [g0] = await guardiansOf(c.teacher.schoolId, kid.id);
    const before = await gardenSnapshot(t, c.teacher.schoolId);
    const change = (who: typeof c.teacher, guardianId: number, mobile: string) =>
      call(E.guardianMobile, who, { studentId: kid.id, guardianId, mobile });
    expect(refused(await change(c.teacher, g0.id, '123'), 'common-0400')).toEqual({ field: 'mobile' });
    expect(refused(await change(c.teacher, g0.id + 100000, freshPhone()), 'common-0400')).toEqual({ field: 'guardianId' });
    expect((await change(c.director2, g0.id, freshPhone())).status).toBe(404);
    expect((await change(c.health, g0.id, freshPhone())).status).toBe(403);
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
    expect((await call(E.remove, c.director1, { ids: [a.id, foreign.id] })).status).toBe(404);
    expect((await call(E.remove, c.teacher, { id: a.id })).status).toBe(403);
    expect(refused(await call(E.remove, c.director1, malformed({})), 'common-0400')).toEqual({ field: 'id' });
    expect(await gardenSnapshot(t, c.director1.schoolId)).toEqual(before);
    // raw transport: a form body with the ids comma-separated, as the seed's clients send them (the web sends JSON)
    const r = await call(t.app, E.remove.path, { token: c.director1.token, form: true, body: { ids: `${a.id},${b.id}` } });
    expect(r.json().data).toEqual({ removed: 2 });
    const st = await t.db
      .select({ status: students.status, clazzId: students.classId })
      .from(students)
      .where(and(eq(students.schoolId, c.director1.schoolId), inArray(students.id, [a.id, b.id])));
    expect(st).toEqual([
      { status: 3, clazzId: clazz.id },
      { status: 3, clazzId: clazz.id },
    ]);
    refused(await call(E.remove, c.director1, { id: a.id }), 'kid-arch-0029');
    expect(ok(await call(E.list, c.director1, { status: 3 })).total).toBe(2);
  });
});
