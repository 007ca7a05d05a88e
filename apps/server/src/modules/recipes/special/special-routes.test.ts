import { specialEndpoints as E } from '@kg/shared/modules/recipes/special';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, foodCode, rows } from '../recipes-test-kit.ts';
import { dishWarnings } from './dish-warnings.ts';

let t: TestApp;
let c: Cast;
let allergen: Record<string, number>;
let s1: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  s1 = c.director1.schoolId;
  const a = await rows<{ id: number; name: string }>(t, sql`select id, name from allergens where school_id = ${s1}`);
  allergen = Object.fromEntries(a.map((x) => [x.name, x.id]));
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A child in school of school `s` in no special-meal group and with no allergy on record. */
const bareChild = async (s: number, skip = 0) =>
  (
    await rows<{ id: number; name: string }>(
      t,
      sql`select id, name from students st where school_id = ${s} and status = 1
        and not exists (select 1 from student_allergies x where x.school_id = st.school_id and x.student_id = st.id)
        and not exists (select 1 from special_group_students x where x.school_id = st.school_id and x.student_id = st.id)
        order by id limit 1 offset ${skip}`,
    )
  )[0];
const groupCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from special_groups`))[0].n;

describe('dish warnings', () => {
  it('names, per dish, the groups with children whose categories, keywords or allergens match an ingredient, and which foods', async () => {
    const [milk, pork, rice] = await Promise.all([
      foodCode(t, '牛乳', '乳类'),
      foodCode(t, '猪', '畜肉类及其制品-猪'),
      foodCode(t, '稻米', '谷类'),
    ]);
    const names = Object.fromEntries(
      (
        await rows<{ code: string; name: string }>(
          t,
          sql`select code, name from food_composition where code in (${milk}, ${pork}, ${rice})`,
        )
      ).map((f) => [f.code, f.name]),
    );
    const dish = async (s: number, name: string, foods: string[]) => {
      const [d] = await rows<{ id: number }>(
        t,
        sql`insert into dishes (school_id, name, kind) values (${s}, ${name}, 'dish') returning id`,
      );
      for (const [i, f] of foods.entries())
        await t.db.execute(sql`insert into dish_ingredients values (${s}, ${d.id}, ${i + 1}, ${f}, 10)`);
      return d.id;
    };
    const group = async (name: string, g: { allergens?: number[]; cats?: string[]; words?: string[] }, kids: number[]) => {
      const [r] = await rows<{ id: number }>(
        t,
        sql`insert into special_groups (school_id, name, reason, allergen_ids, food_categories, food_keywords)
        values (${s1}, ${name}, 'other', ${sql.param(g.allergens ?? [])}::bigint[], ${sql.param(g.cats ?? [])}::text[], ${sql.param(g.words ?? [])}::text[]) returning id`,
      );
      for (const k of kids)
        await t.db.execute(sql`insert into special_group_students (school_id, group_id, student_id) values (${s1}, ${r.id}, ${k})`);
      return r.id;
    };
    const [k1, k2] = [await bareChild(s1, 0), await bareChild(s1, 1)];
    const mixed = await dish(s1, '测试警示混合', [rice, milk, pork]);
    const plain = await dish(s1, '测试警示无', [rice]);
    const foreign = await dish(c.director2.schoolId, '测试警示外校', [milk]);
    const byAllergen = await group('测试组过敏原', { allergens: [allergen.牛奶] }, [k1.id, k2.id]);
    const byCategory = await group('测试组类别', { cats: ['畜肉类及其制品-猪'] }, [k1.id]);
    const byWord = await group('测试组关键词', { words: ['稻米', ''] }, [k2.id]);
    const empty = await group('测试组无人', { cats: ['乳类'] }, []);
    const mine = new Set([byAllergen, byCategory, byWord, empty]);
    const w = await dishWarnings(t.db, s1, [mixed, plain, foreign]);
    const ours = (id: number) => (w.get(id) ?? []).filter((x) => mine.has(x.groupId));
    expect(ours(mixed).sort((a, b) => a.groupId - b.groupId)).toEqual(
      [
        { groupId: byAllergen, groupName: '测试组过敏原', children: 2, foods: [names[milk]] },
        { groupId: byCategory, groupName: '测试组类别', children: 1, foods: [names[pork]] },
        { groupId: byWord, groupName: '测试组关键词', children: 1, foods: [names[rice]] },
      ].sort((a, b) => a.groupId - b.groupId),
    );
    expect(ours(plain)).toEqual([{ groupId: byWord, groupName: '测试组关键词', children: 1, foods: [names[rice]] }]);
    expect(w.has(foreign)).toBe(false);
    expect((await dishWarnings(t.db, s1, [])).size).toBe(0);
  });
});

describe('special-meal groups and their children', () => {
  it('saves a group, lists it, finds the children whose allergies match, adds them in one step, lists and removes them', async () => {
    const kid = await bareChild(s1, 5);
    await t.db.execute(
      sql`insert into student_allergies (school_id, student_id, allergen_id, severity, source) values (${s1}, ${kid.id}, ${allergen.鸡蛋}, 3, 'hospital')`,
    );
    const save = {
      name: '测试鸡蛋过敏',
      reason: 'allergy' as const,
      allergenIds: [allergen.鸡蛋],
      foodKeywords: ['蛋黄'],
      notes: '早餐换豆浆',
    };
    const { id } = ok(await call(E.groupSave, c.health, save));
    const list = ok(await call(E.groupList, c.health, { name: '鸡蛋过敏' })).list;
    expect(list).toMatchObject([
      { id, reason: 'allergy', allergenIds: [allergen.鸡蛋], allergens: [{ name: '鸡蛋' }], foodKeywords: ['蛋黄'], children: 0 },
    ]);
    expect(ok(await call(E.groupOptions, c.health))).toContainEqual({ id, name: '测试鸡蛋过敏', reason: 'allergy' });

    const cand = ok(await call(E.candidates, c.health, { groupId: id, pageSize: 20 }));
    const mine = cand.list.find((x) => x.studentId === kid.id);
    expect(mine).toMatchObject({ allergies: [{ name: '鸡蛋', severity: 3 }] });
    expect(mine?.name).not.toBe(kid.name);
    const added = ok(await call(E.studentAdd, c.health, { groupId: id, allCandidates: true }));
    expect(added.count).toBe(cand.total);
    expect(ok(await call(E.candidates, c.health, { groupId: id })).total).toBe(0);
    const kids = ok(await call(E.studentList, c.health, { groupId: id, pageSize: 20 }));
    const row = kids.list.find((x) => x.studentId === kid.id);
    expect(row).toMatchObject({
      groupName: '测试鸡蛋过敏',
      avoid: { allergens: [{ name: '鸡蛋' }], foodKeywords: ['蛋黄'] },
      allergies: [{ name: '鸡蛋' }],
    });
    expect(row?.name).toMatch(/\*/);
    // adding one already there changes nothing
    expect(ok(await call(E.studentAdd, c.health, { groupId: id, studentIds: [kid.id] })).count).toBe(0);

    ok(await call(E.studentDelete, c.health, { groupId: id, studentId: kid.id }));
    expect(ok(await call(E.studentList, c.health, { groupId: id })).total).toBe(kids.total - 1);
    refused(await call(E.studentDelete, c.health, { groupId: id, studentId: kid.id }), 'common-0405');

    ok(await call(E.groupSave, c.health, { ...save, id, name: '测试蛋类', allergenIds: [] }));
    expect(ok(await call(E.groupList, c.health, { name: '测试蛋类' })).list[0]).toMatchObject({
      allergens: [],
      foodKeywords: ['蛋黄'],
    });
    ok(await call(E.groupDelete, c.health, { id }));
    expect(ok(await call(E.groupList, c.health, { name: '测试蛋类' })).total).toBe(0);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await groupCount();
    const good = { name: '测试坏组', reason: 'religious' as const, foodCategories: ['畜肉类及其制品-猪'] };
    const send = (b: object) => call(E.groupSave, c.health, malformed({ ...good, ...b }));
    refused(await send({ foodCategories: [] }), 'recipes-0103', 'allergenIds');
    refused(await send({ allergenIds: [allergen.青霉素] }), 'recipes-0102', 'allergenIds.0');
    refused(await send({ foodCategories: ['畜肉类', '不存在的类'] }), 'recipes-0104', 'foodCategories.1');
    refused(await send({ reason: 'taste' }), 'common-0400', 'reason');
    refused(await send({ foodKeywords: ['猪', '猪'] }), 'common-0400', 'foodKeywords');
    expect(await groupCount()).toBe(before);
    const { id } = ok(await send({}));
    refused(await send({}), 'recipes-0101', 'name');
    refused(await call(E.studentAdd, c.health, { groupId: id }), 'recipes-0105', 'studentIds');
    expect(await groupCount()).toBe(before + 1);
  });

  it('denies a role without the codes and keeps to the school', async () => {
    const { id } = ok(await call(E.groupSave, c.director1, { name: '测试本校组', reason: 'medical', foodKeywords: ['糖'] }));
    const kid1 = await bareChild(s1, 9);
    const kid2 = await bareChild(c.director2.schoolId);
    refused(await call(E.groupList, c.teacher), 'common-0403');
    refused(await call(E.studentList, c.teacher), 'common-0403');
    refused(await call(E.studentAdd, c.teacher, { groupId: id, studentIds: [kid1.id] }), 'common-0403');
    const other = c.director2;
    refused(await call(E.groupSave, other, { id, name: '越校', reason: 'other', foodKeywords: ['糖'] }), 'common-0405');
    refused(await call(E.groupDelete, other, { id }), 'common-0405');
    refused(await call(E.candidates, other, { groupId: id }), 'common-0405');
    refused(await call(E.studentAdd, other, { groupId: id, studentIds: [kid2.id] }), 'common-0405');
    // another school's child into our group: refused whole
    refused(await call(E.studentAdd, c.director1, { groupId: id, studentIds: [kid1.id, kid2.id] }), 'common-0405');
    expect(ok(await call(E.studentList, c.director1, { groupId: id })).total).toBe(0);
    expect(ok(await call(E.studentAdd, c.director1, { groupId: id, studentIds: [kid1.id] })).count).toBe(1);
    refused(await call(E.studentDelete, other, { groupId: id, studentId: kid1.id }), 'common-0405');
    expect(ok(await call(E.studentList, other, { groupId: id })).total).toBe(0);
    expect(ok(await call(E.groupList, c.director1, { name: '测试本校组' })).list[0]).toMatchObject({
      name: '测试本校组',
      children: 1,
    });
  });
});
