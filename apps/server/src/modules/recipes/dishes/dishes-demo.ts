import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../../core/prepared.ts';
import { idArray } from '../../../core/scope.ts';
import { foodComposition } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { DEMO_DISHES, DEMO_FOODS } from './dish-demo-recipes.ts';

/**
 * Sixty dishes for each demo school over every kind, with ingredients of the composition tables.
 * The foods are looked up by name once; dishes and ingredients are two statements for all schools,
 * with the audit triggers off for the bulk rows as the other demo seeders do.
 */
const fc = alias(foodComposition, 'fc');
/** Each wanted food's code: the first food whose name and category start as given, an exact name first. */
const FOUND = {
  key: sql<string>`x.key`,
  code: sql<
    string | null
  >`(select ${fc.code} from ${foodComposition} fc where starts_with(${fc.name}, x.name) and starts_with(${fc.category}, x.category)
    order by ${fc.name} = x.name desc, ${fc.code} limit 1)`,
};

export const dishesDemo: DemoSeeder = async (tx, world) => {
  const wanted = Object.entries(DEMO_FOODS).map(([key, [name, category]]) => ({ key, name, category }));
  const found = await preparedRows<RowOf<typeof FOUND>>(
    tx,
    sql`select ${selectList(FOUND)} from json_to_recordset(${JSON.stringify(wanted)}::json) as x(key text, name text, category text)`,
  );
  const code = new Map(found.flatMap((r) => (r.code ? [[r.key, r.code] as const] : [])));
  const dishes = DEMO_DISHES.map(([name, kind, foods, shown = true]) => {
    const pairs = foods.split(' ').flatMap((w, i, a) => (i % 2 ? [] : [[w, Number(a[i + 1])] as const]));
    const parts = pairs.filter(([f]) => code.has(f)).map(([f, grams], i) => ({ seq: i + 1, code: code.get(f), grams }));
    return { name, kind, shown, parts };
  }).filter((d) => d.parts.length > 0);
  const ingredients = dishes.flatMap((d) => d.parts.map((p) => ({ name: d.name, ...p })));
  await tx.execute(sql`alter table dishes disable trigger audit_row`);
  await tx.execute(sql`alter table dish_ingredients disable trigger audit_row`);
  await tx.execute(sql`with ins as (insert into dishes (school_id, name, kind, shown)
      select s.id, d.name, d.kind, d.shown from unnest(${idArray(world.schoolIds)}) s(id)
        cross join json_to_recordset(${JSON.stringify(dishes)}::json) as d(name text, kind text, shown boolean)
      returning school_id, id, name)
    insert into dish_ingredients (school_id, dish_id, seq, food_code, grams)
    select ins.school_id, ins.id, i.seq, i.code, i.grams from ins
      join json_to_recordset(${JSON.stringify(ingredients)}::json) as i(name text, seq smallint, code text, grams numeric) on i.name = ins.name`);
  await tx.execute(sql`alter table dishes enable trigger audit_row`);
  await tx.execute(sql`alter table dish_ingredients enable trigger audit_row`);
};
