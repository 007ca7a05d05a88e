import { dishEndpoints as E } from '@kg/shared/modules/recipes/dishes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, foodCode, rows } from '../recipes-test-kit.ts';

let t: TestApp;
let c: Cast;
let milk: string;
let rice: string;
let egg: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  [milk, rice, egg] = await Promise.all([foodCode(t, '牛乳', '乳类'), foodCode(t, '稻米', '谷类'), foodCode(t, '鸡蛋', '蛋类')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const dishCount = async (schoolId: number) =>
  (await rows<{ n: number }>(t, sql`select count(*)::int as n from dishes where school_id = ${schoolId}`))[0].n;
const food = async (code: string) =>
  (await rows<Record<string, number | null>>(t, sql`select * from food_composition where code = ${code}`))[0];

describe('the dish library', () => {
  it('comes with sixty demo dishes over every kind, each with foods of the tables', async () => {
    const [d] = await rows<{ dishes: number; kinds: number; bare: number; hidden: number }>(
      t,
      sql`select count(*)::int as dishes, count(distinct kind)::int as kinds, count(*) filter (where not shown)::int as hidden,
        count(*) filter (where not exists (select 1 from dish_ingredients di where di.school_id = d.school_id and di.dish_id = d.id))::int as bare
      from dishes d where school_id = ${c.director1.schoolId}`,
    );
    expect(d).toEqual({ dishes: 60, kinds: 6, bare: 0, hidden: 3 });
    const milk = ok(await call(E.list, c.health, { name: '纯牛奶' })).list[0];
    expect(milk.warnings.map((w) => w.groupName)).toContain('牛奶蛋白过敏');
  });

  it('adds a dish, answers its ingredients and per-child nutrients, lists, offers, updates, hides and deletes it', async () => {
    const { id } = ok(
      await call(E.add, c.health, {
        name: ' 测试牛奶饭 ',
        kind: 'staple',
        description: '软糯',
        ingredients: [
          { foodCode: rice, grams: 50 },
          { foodCode: milk, grams: 120.04 },
        ],
      }),
    );
    const d = ok(await call(E.detail, c.health, { id }));
    expect(d).toMatchObject({ name: '测试牛奶饭', kind: 'staple', shown: true, menus: 0, images: [] });
    expect(d.ingredients.map((i) => [i.foodCode, i.grams])).toEqual([
      [rice, 50],
      [milk, 120],
    ]);
    // by hand: grams / 100 × the value per 100 g
    const [r, m] = [await food(rice), await food(milk)];
    const energy = (50 * Number(r.energy_kcal)) / 100 + (120 * Number(m.energy_kcal)) / 100;
    expect(d.nutrients.energyKCal.value).toBeCloseTo(energy, 1);
    expect(d.nutrients.energyKCal.unknown).toBe(0);
    const list = ok(await call(E.list, c.health, { name: '牛奶饭', kind: 'staple', shown: true }));
    expect(list.list.map((x) => x.id)).toEqual([id]);
    expect(list.list[0].foods).toEqual([r.name, m.name]);
    expect(ok(await call(E.list, c.health, { name: '牛奶饭', shown: false })).total).toBe(0);
    const options = ok(await call(E.options, c.health, { kind: 'staple' }));
    expect(options.map((o) => o.id)).toContain(id);
    expect(options.every((o) => o.kind === 'staple')).toBe(true);

    ok(await call(E.update, c.health, { id, name: '测试蛋饭', kind: 'dish', ingredients: [{ foodCode: egg, grams: 30 }] }));
    const again = ok(await call(E.detail, c.health, { id }));
    expect(again).toMatchObject({ name: '测试蛋饭', kind: 'dish', description: null });
    expect(again.ingredients.map((i) => i.foodCode)).toEqual([egg]);

    ok(await call(E.showStatus, c.health, { id, shown: false }));
    expect(ok(await call(E.options, c.health)).map((o) => o.id)).not.toContain(id);
    expect(ok(await call(E.list, c.health, { name: '蛋饭', shown: false })).total).toBe(1);

    ok(await call(E.remove, c.health, { id }));
    refused(await call(E.detail, c.health, { id }), 'common-0405');
  });

  it('keeps an unmeasured cell unknown, never zero', async () => {
    const [x] = await rows<{ code: string }>(
      t,
      sql`select code from food_composition where vitamin_c is null and not ('vitaminC' = any(trace)) and energy_kcal is not null order by code limit 1`,
    );
    const { id } = ok(
      await call(E.add, c.health, {
        name: '测试未知',
        kind: 'soup',
        ingredients: [
          { foodCode: x.code, grams: 10 },
          { foodCode: rice, grams: 10 },
        ],
      }),
    );
    const d = ok(await call(E.detail, c.health, { id }));
    expect(d.ingredients[0].nutrients.vitaminC).toBeNull();
    expect(d.nutrients.vitaminC.unknown).toBe(1);
    expect(d.nutrients.energyKCal.unknown).toBe(0);
  });

  it('stores uploaded images of the school in order and answers them signed, the first as the list’s cover', async () => {
    const [f1, f2] = await rows<{ id: number }>(
      t,
      sql`insert into stored_files (school_id, kind, original_name, mime, size, storage_key, thumbnail_key)
      values (${c.director1.schoolId}, 'image', 'a.png', 'image/png', 1, 'k/a.png', 'k/a_t.png'), (${c.director1.schoolId}, 'image', 'b.png', 'image/png', 1, 'k/b.png', 'k/b_t.png') returning id`,
    );
    const { id } = ok(
      await call(E.add, c.director1, {
        name: '测试有图',
        kind: 'fruit',
        imageIds: [f2.id, f1.id],
        ingredients: [{ foodCode: rice, grams: 5 }],
      }),
    );
    const d = ok(await call(E.detail, c.director1, { id }));
    expect(d.imageIds).toEqual([f2.id, f1.id]);
    expect(d.images[0].thumbnailUrl).toMatch(new RegExp(`/files/${f2.id}/thumbnail\\?t=`));
    const row = ok(await call(E.list, c.director1, { name: '测试有图' })).list[0];
    expect(row.cover?.id).toBe(f2.id);
  });

  it('refuses a dish some menu serves, naming it and the week, and suggests hiding it', async () => {
    const s = c.director1.schoolId;
    const { id } = ok(await call(E.add, c.health, { name: '测试上菜单', kind: 'dish', ingredients: [{ foodCode: egg, grams: 20 }] }));
    await t.db.execute(sql`with m as (insert into menus (school_id, week_start) values (${s}, '2031-03-03') returning id)
      insert into menu_dishes (school_id, menu_id, day, meal, seq, dish_id) select ${s}, m.id, '2031-03-04', 3, 1, ${id} from m`);
    const res = await call(E.remove, c.health, { id });
    refused(res, 'recipes-0002');
    expect(res.message).toContain('测试上菜单');
    expect(res.message).toContain('2031-03-03');
    expect(ok(await call(E.detail, c.health, { id })).menus).toBe(1);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const s = c.director1.schoolId;
    const before = await dishCount(s);
    const good = { name: '测试坏输入', kind: 'dish' as const, ingredients: [{ foodCode: rice, grams: 10 }] };
    const send = (b: object) => call(E.add, c.health, malformed({ ...good, ...b }));
    const [foreign] = await rows<{ id: number }>(
      t,
      sql`insert into stored_files (school_id, kind, original_name, mime, size, storage_key)
      values (${c.director2.schoolId}, 'image', 'x.png', 'image/png', 1, 'k/x.png') returning id`,
    );
    const twice = (code: string) => [
      { foodCode: rice, grams: 1 },
      { foodCode: code, grams: 1 },
    ];
    refused(await send({ ingredients: twice('ZZ999') }), 'recipes-0003', 'ingredients.1.foodCode');
    refused(await send({ ingredients: twice(rice) }), 'recipes-0004', 'ingredients.1.foodCode');
    refused(await send({ ingredients: [{ foodCode: rice, grams: 0 }] }), 'common-0400', 'ingredients.0.grams');
    refused(await send({ ingredients: [] }), 'common-0400', 'ingredients');
    refused(await send({ kind: 'dessert' }), 'common-0400', 'kind');
    refused(await send({ imageIds: [foreign.id] }), 'recipes-0005', 'imageIds.0');
    ok(await send({}));
    refused(await send({}), 'recipes-0001', 'name');
    expect(await dishCount(s)).toBe(before + 1);
  });

  it('denies a role without the codes and keeps to the school', async () => {
    const { id } = ok(await call(E.add, c.health, { name: '测试本校', kind: 'drink', ingredients: [{ foodCode: milk, grams: 100 }] }));
    refused(await call(E.list, c.teacher), 'common-0403');
    refused(await call(E.add, c.teacher, { name: '老师菜', kind: 'drink', ingredients: [{ foodCode: milk, grams: 1 }] }), 'common-0403');
    const other = c.director2;
    refused(await call(E.detail, other, { id }), 'common-0405');
    refused(await call(E.update, other, { id, name: '越校', kind: 'drink', ingredients: [{ foodCode: milk, grams: 1 }] }), 'common-0405');
    refused(await call(E.showStatus, other, { id, shown: false }), 'common-0405');
    refused(await call(E.remove, other, { id }), 'common-0405');
    expect(ok(await call(E.list, other, { name: '测试本校' })).total).toBe(0);
    expect(ok(await call(E.detail, c.health, { id }))).toMatchObject({ name: '测试本校', shown: true });
  });
});
