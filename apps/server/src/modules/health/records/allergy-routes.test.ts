import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { bareChild, type Cast, cast, classIds, post, rows, sheetRows } from './records-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let allergen: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  const a = await rows<{ id: number; name: string }>(t, sql`select id, name from allergens where school_id = ${c.director1.schoolId}`);
  allergen = Object.fromEntries(a.map((x) => [x.name, x.id]));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/attendance/v1/healthAllergy';
const stored = (studentId: number) =>
  rows(
    t,
    sql`select allergen_id as "allergenId", severity, source, reaction from student_allergies where student_id = ${studentId} order by allergen_id`,
  );

describe('a child’s allergies', () => {
  it('replaces the list, reads it back and lists the child; the counts follow', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[1], 'student_allergies');
    const before = (await post(t, `${P}/listAllergyByType`, c.health, { clazzId: classes[1] })).json().data;
    const items = [
      { allergenId: allergen.花生, severity: 3, source: 'hospital', reaction: ' 喉头水肿 ' },
      { allergenId: allergen.青霉素, severity: 1, source: 'guardian' },
    ];
    expect((await post(t, `${P}/addOrUpdateStuAllergy`, c.health, { studentId: kid, allergies: items })).json().data).toEqual({ count: 2 });
    expect(await stored(kid)).toEqual(
      [
        { allergenId: allergen.花生, severity: 3, source: 'hospital', reaction: '喉头水肿' },
        { allergenId: allergen.青霉素, severity: 1, source: 'guardian', reaction: null },
      ].sort((a, b) => a.allergenId - b.allergenId),
    );
    const one = (await post(t, `${P}/studentAllergyList`, c.health, { studentId: kid })).json().data;
    expect(one.allergies.map((a: { allergenName: string }) => a.allergenName)).toEqual(['花生', '青霉素']);
    const list = (await post(t, `${P}/getList`, c.health, { allergenId: allergen.花生, clazzId: classes[1] })).json().data;
    expect(list.list.map((x: { studentId: number }) => x.studentId)).toContain(kid);
    const drugs = (await post(t, `${P}/getList`, c.health, { kind: 'drug', pageSize: 10 })).json().data;
    expect(drugs.list.every((x: { allergies: { kind: string }[] }) => x.allergies.some((a) => a.kind === 'drug'))).toBe(true);
    const after = (await post(t, `${P}/listAllergyByType`, c.health, { clazzId: classes[1] })).json().data;
    expect(after.children).toBe(before.children + 1);
    const peanut = (d: typeof after) => d.byAllergen.find((x: { allergenId: number }) => x.allergenId === allergen.花生)?.count ?? 0;
    expect(peanut(after)).toBe(peanut(before) + 1);
    const without = (await post(t, `${P}/notHasAllergyStudents`, c.health, { clazzId: classes[1], pageSize: 20 })).json().data;
    expect(without.list.map((x: { studentId: number }) => x.studentId)).not.toContain(kid);
    // an empty list clears them
    await post(t, `${P}/addOrUpdateStuAllergy`, c.health, { studentId: kid, allergies: [] });
    expect(await stored(kid)).toEqual([]);
  });

  it('refuses an unknown or another school’s allergen, a duplicate and a bad severity, writing nothing', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[0], 'student_allergies');
    const [foreign] = await rows<{ id: number }>(t, sql`select id from allergens where school_id = ${c.director2.schoolId} limit 1`);
    const ok = { allergenId: allergen.鸡蛋, severity: 1, source: 'guardian' };
    const send = (allergies: object[]) =>
      post(t, `${P}/addOrUpdateStuAllergy`, c.director1, { studentId: kid, allergies }).then((r) => r.json());
    expect(await send([ok, { ...ok, allergenId: 999_999 }])).toMatchObject({
      code: 'health-0201',
      data: { field: 'allergies.1.allergenId' },
    });
    expect((await send([{ ...ok, allergenId: foreign.id }])).code).toBe('health-0201');
    expect(await send([ok, { ...ok, severity: 2 }])).toMatchObject({ code: 'health-0202', data: { field: 'allergies.1.allergenId' } });
    expect(await send([{ ...ok, severity: 5 }])).toMatchObject({ code: 'common-0400', data: { field: 'allergies.0.severity' } });
    expect(await send([{ ...ok, source: 'rumour' }])).toMatchObject({ code: 'common-0400', data: { field: 'allergies.0.source' } });
    expect(await stored(kid)).toEqual([]);
  });

  it('keeps to the school and the teacher’s classes', async () => {
    const [kid2] = await rows<{ id: number }>(t, sql`select id from students where school_id = ${c.director2.schoolId} limit 1`);
    expect((await post(t, `${P}/studentAllergyList`, c.director1, { studentId: kid2.id })).json().code).toBe('common-0405');
    const save = { studentId: kid2.id, allergies: [{ allergenId: allergen.鸡蛋, severity: 1, source: 'guardian' }] };
    expect((await post(t, `${P}/addOrUpdateStuAllergy`, c.director1, save)).json().code).toBe('common-0405');
    expect((await post(t, `${P}/getList`, c.director1, {}, { schoolId: String(c.director2.schoolId) })).json().code).toBe('gateway-0105');
    // the teacher reads their own classes only, and may not edit
    const inRange = await bareChild(t, c.director1.schoolId, classes[0], 'student_allergies');
    const outside = await bareChild(t, c.director1.schoolId, classes[1], 'student_allergies');
    expect((await post(t, `${P}/studentAllergyList`, c.teacher, { studentId: inRange })).json().code).toBe('common-0001');
    expect((await post(t, `${P}/studentAllergyList`, c.teacher, { studentId: outside })).json().code).toBe('common-0405');
    const seen = (await post(t, `${P}/notHasAllergyStudents`, c.teacher, { pageSize: 20 })).json().data.list;
    expect(seen.every((x: { clazzId: number }) => x.clazzId === classes[0] || x.clazzId === classes[2])).toBe(true);
    const listed = (await post(t, `${P}/getList`, c.teacher, { clazzId: classes[1] })).json().data;
    expect(listed.total).toBe(0);
    expect((await post(t, `${P}/addOrUpdateStuAllergy`, c.teacher, { studentId: inRange, allergies: [] })).json().code).toBe('common-0403');
    expect((await post(t, `${P}/getList`, c.finance)).json().code).toBe('common-0403');
    expect((await post(t, `${P}/getList`, c.health, { pageSize: 15 })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'pageSize' },
    });
  });
});

describe('catalogue, board and export', () => {
  it('gives every school the default catalogue with what recipes match food by', async () => {
    const data = (await post(t, `${P}/getSourceList`, c.director2)).json().data;
    const milk = data.allergens.find((a: { name: string }) => a.name === '牛奶');
    expect(milk).toMatchObject({ kind: 'food', nameEn: 'Milk', foodCategories: ['乳类及其制品'] });
    expect(data.allergens.some((a: { kind: string }) => a.kind === 'drug')).toBe(true);
    expect(data.sources).toEqual(['guardian', 'hospital', 'school', 'other']);
    // a school created later gets its own copy
    const [school] = await rows<{ id: number }>(t, sql`insert into institutions (type, name) values (2, '新园') returning id`);
    const [copy] = await rows<{ a: number; m: number }>(
      t,
      sql`select (select count(*)::int from allergens where school_id = ${school.id}) as a,
        (select count(*)::int from medical_conditions where school_id = ${school.id}) as m`,
    );
    expect(copy).toEqual({ a: data.allergens.length, m: expect.any(Number) });
    expect(copy.m).toBeGreaterThan(5);
    // the categories name real food-composition groups
    const [{ n }] = await rows<{ n: number }>(t, sql`select count(*)::int as n from food_composition where category like '乳类及其制品%'`);
    expect(n).toBeGreaterThan(0);
  });

  it('shows a class board masked names and flags severe allergies, within range', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[0], 'student_allergies');
    await post(t, `${P}/addOrUpdateStuAllergy`, c.health, {
      studentId: kid,
      allergies: [{ allergenId: allergen.芒果, severity: 3, source: 'hospital' }],
    });
    const [{ name }] = await rows<{ name: string }>(t, sql`select name from students where id = ${kid}`);
    const board = (await post(t, '/attendance/v1/clazzBrandAllergy/getAllergyInfo', c.teacher, { clazzId: classes[0] })).json().data;
    const row = board.children.find((x: { studentId: number }) => x.studentId === kid);
    expect(row).toMatchObject({ allergens: ['芒果'], severe: true });
    expect(row.name).not.toBe(name);
    expect(row.name[0]).toBe(name[0]);
    expect((await post(t, '/attendance/v1/clazzBrandAllergy/getAllergyInfo', c.teacher, { clazzId: classes[1] })).json().code).toBe(
      'common-0405',
    );
    const other = (await classIds(t, c.director2.schoolId))[0];
    expect((await post(t, '/attendance/v1/clazzBrandAllergy/getAllergyInfo', c.director1, { clazzId: other })).json().code).toBe(
      'common-0405',
    );
  });

  it('exports one row per allergy as a workbook', async () => {
    const res = await post(t, `${P}/exportAllergyStudents`, c.health, { kind: 'food' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetRows(res.rawPayload);
    expect(sheet[0]).toEqual(['班级', '姓名', '性别', '过敏原', '类型', '严重程度', '过敏反应', '信息来源', '备注']);
    const [{ n }] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from student_allergies sa join students st on st.school_id = sa.school_id and st.id = sa.student_id
        where sa.school_id = ${c.director1.schoolId} and st.status = 1 and exists (select 1 from student_allergies x join allergens a
          on a.school_id = x.school_id and a.id = x.allergen_id where x.school_id = sa.school_id and x.student_id = sa.student_id and a.kind = 'food')`,
    );
    expect(sheet.length - 1).toBe(n);
    expect((await post(t, `${P}/exportAllergyStudents`, c.teacher)).json().code).toBe('common-0403');
  });
});

describe('the allergen catalogue', () => {
  const count = async (schoolId: number) =>
    (await rows<{ n: number }>(t, sql`select count(*)::int as n from allergens where school_id = ${schoolId}`))[0].n;

  it('adds a school’s own food allergen with what recipes match it by; it is offered and recorded like the defaults', async () => {
    const body = { kind: 'food', name: ' 桃子 ', nameEn: 'Peach', foodCategories: ['水果类及其制品-核果类'], foodKeywords: ['桃', '桃'] };
    const res = (await post(t, `${P}/addAllergy`, c.health, body)).json();
    expect(res.code, JSON.stringify(res)).toBe('common-0001');
    const list = (await post(t, `${P}/getSourceList`, c.health)).json().data.allergens;
    expect(list.at(-1)).toEqual({
      id: res.data.id,
      name: '桃子',
      nameEn: 'Peach',
      kind: 'food',
      foodCategories: ['水果类及其制品-核果类'],
      foodKeywords: ['桃'],
    });
    // another school's catalogue does not have it
    const other = (await post(t, `${P}/getSourceList`, c.director2)).json().data.allergens;
    expect(other.some((a: { name: string }) => a.name === '桃子')).toBe(false);
    const kid = await bareChild(t, c.director1.schoolId, classes[0], 'student_allergies');
    const items = [{ allergenId: res.data.id, severity: 2, source: 'guardian' }];
    expect((await post(t, `${P}/addOrUpdateStuAllergy`, c.health, { studentId: kid, allergies: items })).json().code).toBe('common-0001');
    // a drug allergen needs no food matching
    expect((await post(t, `${P}/addAllergy`, c.health, { kind: 'drug', name: '布洛芬' })).json().code).toBe('common-0001');
  });

  it('refuses a name already there (409), food matching on a non-food, an unknown category, a class teacher; writes nothing', async () => {
    const before = await count(c.director1.schoolId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'food', name: '花生' }, 'health-0207', 'name'],
      [{ kind: 'drug', name: '某药', foodKeywords: ['药'] }, 'common-0400', 'foodKeywords'],
      [{ kind: 'food', name: '某果', foodCategories: ['没有这类'] }, 'health-0208', 'foodCategories'],
      [{ kind: 'plant', name: '某草' }, 'common-0400', 'kind'],
      [{ kind: 'other', name: '' }, 'common-0400', 'name'],
    ];
    for (const [body, code, field] of cases) {
      const res = await post(t, `${P}/addAllergy`, c.health, body);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
      expect(res.json().data?.field, JSON.stringify(body)).toBe(field);
    }
    expect((await post(t, `${P}/addAllergy`, c.health, { kind: 'food', name: '花生' })).statusCode).toBe(409);
    expect((await post(t, `${P}/addAllergy`, c.teacher, { kind: 'other', name: '某物' })).json().code).toBe('common-0403');
    expect(await count(c.director1.schoolId)).toBe(before);
  });
});
