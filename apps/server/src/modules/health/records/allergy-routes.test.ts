import type { ErrorCode } from '@kg/shared';
import { boardAllergyEndpoints as B, allergyEndpoints as E } from '@kg/shared/modules/health/records/allergy';
import { and, asc, eq, exists, like, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { allergens, foodComposition, institutions, medicalConditions, studentAllergies, students } from '../../../db/schema/index.ts';
import { bareChild, type Cast, cast, classIds, sheetRows } from './records-test-kit.ts';

let t: TestApp;
let c: Cast;
let classes: number[];
let allergen: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  classes = await classIds(t, c.director1.schoolId);
  const a = await t.db
    .select({ id: allergens.id, name: allergens.name })
    .from(allergens)
    .where(eq(allergens.schoolId, c.director1.schoolId));
  allergen = Object.fromEntries(a.map((x) => [x.name, x.id]));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const sa = studentAllergies;
const stored = (studentId: number) =>
  t.db
    .select({ allergenId: sa.allergenId, severity: sa.severity, source: sa.source, reaction: sa.reaction })
    .from(sa)
    .where(eq(sa.studentId, studentId))
    .orderBy(asc(sa.allergenId));
/** How many rows of one table a school has. */
const countOf = async (table: typeof allergens | typeof medicalConditions, schoolId: number) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.schoolId, schoolId)))[0].n;

describe('a child’s allergies', () => {
  it('replaces the list, reads it back and lists the child; the counts follow', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[1], studentAllergies);
    const before = ok(await call(E.listAllergyByType, c.health, { clazzId: classes[1] }));
    const items = [
      { allergenId: allergen.花生, severity: 3, source: 'hospital' as const, reaction: ' 喉头水肿 ' },
      { allergenId: allergen.青霉素, severity: 1, source: 'guardian' as const },
    ];
    expect(ok(await call(E.addOrUpdateStuAllergy, c.health, { studentId: kid, allergies: items }))).toEqual({ count: 2 });
    expect(await stored(kid)).toEqual(
      [
        { allergenId: allergen.花生, severity: 3, source: 'hospital', reaction: '喉头水肿' },
        { allergenId: allergen.青霉素, severity: 1, source: 'guardian', reaction: null },
      ].sort((a, b) => a.allergenId - b.allergenId),
    );
    const one = ok(await call(E.studentAllergyList, c.health, { studentId: kid }));
    expect(one.allergies.map((a) => a.allergenName)).toEqual(['花生', '青霉素']);
    const list = ok(await call(E.getList, c.health, { allergenId: allergen.花生, clazzId: classes[1] }));
    expect(list.list.map((x) => x.studentId)).toContain(kid);
    const drugs = ok(await call(E.getList, c.health, { kind: 'drug', pageSize: 10 }));
    expect(drugs.list.every((x) => x.allergies.some((a) => a.kind === 'drug'))).toBe(true);
    const after = ok(await call(E.listAllergyByType, c.health, { clazzId: classes[1] }));
    expect(after.children).toBe(before.children + 1);
    const peanut = (d: typeof after) => d.byAllergen.find((x) => x.allergenId === allergen.花生)?.count ?? 0;
    expect(peanut(after)).toBe(peanut(before) + 1);
    const without = ok(await call(E.notHasAllergyStudents, c.health, { clazzId: classes[1], pageSize: 20 }));
    expect(without.list.map((x) => x.studentId)).not.toContain(kid);
    // an empty list clears them
    ok(await call(E.addOrUpdateStuAllergy, c.health, { studentId: kid, allergies: [] }));
    expect(await stored(kid)).toEqual([]);
  });

  it('refuses an unknown or another school’s allergen, a duplicate and a bad severity, writing nothing', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[0], studentAllergies);
    const [foreign] = await t.db.select({ id: allergens.id }).from(allergens).where(eq(allergens.schoolId, c.director2.schoolId)).limit(1);
    const egg = { allergenId: allergen.鸡蛋, severity: 1, source: 'guardian' as const };
    const send = (allergies: object[]) => call(E.addOrUpdateStuAllergy, c.director1, malformed({ studentId: kid, allergies }));
    refused(await send([egg, { ...egg, allergenId: 999_999 }]), 'health-0201', 'allergies.1.allergenId');
    refused(await send([{ ...egg, allergenId: foreign.id }]), 'health-0201');
    refused(await send([egg, { ...egg, severity: 2 }]), 'health-0202', 'allergies.1.allergenId');
    refused(await send([{ ...egg, severity: 5 }]), 'common-0400', 'allergies.0.severity');
    refused(await send([{ ...egg, source: 'rumour' }]), 'common-0400', 'allergies.0.source');
    expect(await stored(kid)).toEqual([]);
  });

  it('keeps to the school and the teacher’s classes', async () => {
    const [kid2] = await t.db.select({ id: students.id }).from(students).where(eq(students.schoolId, c.director2.schoolId)).limit(1);
    refused(await call(E.studentAllergyList, c.director1, { studentId: kid2.id }), 'common-0405');
    const save = { studentId: kid2.id, allergies: [{ allergenId: allergen.鸡蛋, severity: 1, source: 'guardian' as const }] };
    refused(await call(E.addOrUpdateStuAllergy, c.director1, save), 'common-0405');
    refused(await call(E.getList, c.director1, {}, { headers: { schoolId: String(c.director2.schoolId) } }), 'gateway-0105');
    // the teacher reads their own classes only, and may not edit
    const inRange = await bareChild(t, c.director1.schoolId, classes[0], studentAllergies);
    const outside = await bareChild(t, c.director1.schoolId, classes[1], studentAllergies);
    ok(await call(E.studentAllergyList, c.teacher, { studentId: inRange }));
    refused(await call(E.studentAllergyList, c.teacher, { studentId: outside }), 'common-0405');
    const seen = ok(await call(E.notHasAllergyStudents, c.teacher, { pageSize: 20 })).list;
    expect(seen.every((x) => x.clazzId === classes[0] || x.clazzId === classes[2])).toBe(true);
    expect(ok(await call(E.getList, c.teacher, { clazzId: classes[1] })).total).toBe(0);
    refused(await call(E.addOrUpdateStuAllergy, c.teacher, { studentId: inRange, allergies: [] }), 'common-0403');
    refused(await call(E.getList, c.finance), 'common-0403');
    refused(await call(E.getList, c.health, malformed({ pageSize: 15 })), 'common-0400', 'pageSize');
  });
});

describe('catalogue, board and export', () => {
  it('gives every school the default catalogue with what recipes match food by', async () => {
    const data = ok(await call(E.getSourceList, c.director2));
    const milk = data.allergens.find((a) => a.name === '牛奶');
    expect(milk).toMatchObject({ kind: 'food', nameEn: 'Milk', foodCategories: ['乳类及其制品'] });
    expect(data.allergens.some((a) => a.kind === 'drug')).toBe(true);
    expect(data.sources).toEqual(['guardian', 'hospital', 'school', 'other']);
    // a school created later gets its own copy
    const [school] = await t.db.insert(institutions).values({ type: 2, name: '新园' }).returning({ id: institutions.id });
    expect(await countOf(allergens, school.id)).toBe(data.allergens.length);
    expect(await countOf(medicalConditions, school.id)).toBeGreaterThan(5);
    // the categories name real food-composition groups
    const dairy = await t.db
      .select({ code: foodComposition.code })
      .from(foodComposition)
      .where(like(foodComposition.category, '乳类及其制品%'));
    expect(dairy.length).toBeGreaterThan(0);
  });

  it('shows a class board masked names and flags severe allergies, within range', async () => {
    const kid = await bareChild(t, c.director1.schoolId, classes[0], studentAllergies);
    ok(
      await call(E.addOrUpdateStuAllergy, c.health, {
        studentId: kid,
        allergies: [{ allergenId: allergen.芒果, severity: 3, source: 'hospital' }],
      }),
    );
    const [{ name }] = await t.db.select({ name: students.name }).from(students).where(eq(students.id, kid));
    const board = ok(await call(B.getAllergyInfo, c.teacher, { clazzId: classes[0] }));
    const row = board.children.find((x) => x.studentId === kid)!;
    expect(row).toMatchObject({ allergens: ['芒果'], severe: true });
    expect(row.name).not.toBe(name);
    expect(row.name[0]).toBe(name[0]);
    refused(await call(B.getAllergyInfo, c.teacher, { clazzId: classes[1] }), 'common-0405');
    const other = (await classIds(t, c.director2.schoolId))[0];
    refused(await call(B.getAllergyInfo, c.director1, { clazzId: other }), 'common-0405');
  });

  it('exports one row per allergy as a workbook', async () => {
    const res = await call(E.exportAllergyStudents, c.health, { kind: 'food' });
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetRows(ok(res) as Buffer);
    expect(sheet[0]).toEqual(['班级', '姓名', '性别', '过敏原', '类型', '严重程度', '过敏反应', '信息来源', '备注']);
    // every allergy of a child in school with any food allergy
    const x = alias(studentAllergies, 'x');
    const hasFood = new QueryBuilder()
      .select({ one: sql`1` })
      .from(x)
      .innerJoin(allergens, and(eq(allergens.schoolId, x.schoolId), eq(allergens.id, x.allergenId)))
      .where(and(eq(x.schoolId, sa.schoolId), eq(x.studentId, sa.studentId), eq(allergens.kind, 'food')));
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sa)
      .innerJoin(students, and(eq(students.schoolId, sa.schoolId), eq(students.id, sa.studentId)))
      .where(and(eq(sa.schoolId, c.director1.schoolId), eq(students.status, 1), exists(hasFood)));
    expect(sheet.length - 1).toBe(n);
    refused(await call(E.exportAllergyStudents, c.teacher), 'common-0403');
  });
});

describe('the allergen catalogue', () => {
  const count = (schoolId: number) => countOf(allergens, schoolId);

  it('adds a school’s own food allergen with what recipes match it by; it is offered and recorded like the defaults', async () => {
    const body = {
      kind: 'food' as const,
      name: ' 桃子 ',
      nameEn: 'Peach',
      foodCategories: ['水果类及其制品-核果类'],
      foodKeywords: ['桃', '桃'],
    };
    const added = ok(await call(E.addAllergy, c.health, body));
    const list = ok(await call(E.getSourceList, c.health)).allergens;
    expect(list.at(-1)).toEqual({
      id: added.id,
      name: '桃子',
      nameEn: 'Peach',
      kind: 'food',
      foodCategories: ['水果类及其制品-核果类'],
      foodKeywords: ['桃'],
    });
    // another school's catalogue does not have it
    const other = ok(await call(E.getSourceList, c.director2)).allergens;
    expect(other.some((a) => a.name === '桃子')).toBe(false);
    const kid = await bareChild(t, c.director1.schoolId, classes[0], studentAllergies);
    const items = [{ allergenId: added.id, severity: 2, source: 'guardian' as const }];
    ok(await call(E.addOrUpdateStuAllergy, c.health, { studentId: kid, allergies: items }));
    // a drug allergen needs no food matching
    ok(await call(E.addAllergy, c.health, { kind: 'drug', name: '布洛芬' }));
  });

  it('refuses a name already there (409), food matching on a non-food, an unknown category, a class teacher; writes nothing', async () => {
    const before = await count(c.director1.schoolId);
    const cases: [Record<string, unknown>, ErrorCode, string][] = [
      [{ kind: 'food', name: '花生' }, 'health-0207', 'name'],
      [{ kind: 'drug', name: '某药', foodKeywords: ['药'] }, 'common-0400', 'foodKeywords'],
      [{ kind: 'food', name: '某果', foodCategories: ['没有这类'] }, 'health-0208', 'foodCategories'],
      [{ kind: 'plant', name: '某草' }, 'common-0400', 'kind'],
      [{ kind: 'other', name: '' }, 'common-0400', 'name'],
    ];
    for (const [body, code, field] of cases) refused(await call(E.addAllergy, c.health, malformed(body)), code, field);
    expect((await call(E.addAllergy, c.health, { kind: 'food', name: '花生' })).status).toBe(409);
    refused(await call(E.addAllergy, c.teacher, { kind: 'other', name: '某物' }), 'common-0403');
    expect(await count(c.director1.schoolId)).toBe(before);
  });
});
