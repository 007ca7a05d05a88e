import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { allergens, dishIngredients, foodComposition, specialGroupStudents, specialGroups, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { di, fc } from '../nutrient-sql.ts';

export interface DishWarning {
  groupId: number;
  groupName: string;
  children: number;
  foods: string[];
}

const sg = alias(specialGroups, 'sg');
const gs = alias(specialGroupStudents, 'gs');
const st = alias(students, 'st');
const a = alias(allergens, 'a');
/** The food categories or keywords of group `sg` and of its allergens, empty strings dropped. */
const avoided = (own: SQL, ofAllergen: SQL) => sql`array(select x from unnest(${own}) x where x <> ''
  union select x from ${allergens} a, unnest(${ofAllergen}) x where ${a.schoolId} = ${sg.schoolId} and ${a.id} = any(${sg.allergenIds}) and x <> '')`;

/**
 * What a group must not eat: its own food categories and keywords plus those of its allergens (the
 * school's catalogue carries them), and how many of its children are in school. Empty strings are
 * dropped: an empty prefix would match every food.
 */
const RULE = {
  id: sg.id,
  name: sg.name,
  children: sql<number>`(select count(*)::int from ${specialGroupStudents} gs join ${students} st on ${st.schoolId} = ${gs.schoolId} and ${st.id} = ${gs.studentId}
      where ${gs.schoolId} = ${sg.schoolId} and ${gs.groupId} = ${sg.id} and ${st.status} = 1)`,
  cats: sql<string[]>`${avoided(sql`${sg.foodCategories}`, sql`${a.foodCategories}`)}`,
  words: sql<string[]>`${avoided(sql`${sg.foodKeywords}`, sql`${a.foodKeywords}`)}`,
};
export const GROUP_RULES = (schoolId: number) =>
  sql`select ${selectList(RULE)} from ${specialGroups} sg where ${sg.schoolId} = ${schoolId}`;

/** Whether the food `fc` is one the group `g` (of GROUP_RULES) must not eat. */
export const FOOD_MATCHES = sql`(exists (select 1 from unnest(g.cats) c where starts_with(${fc.category}, c))
  or exists (select 1 from unnest(g.words) w where strpos(lower(${fc.name}), lower(w)) > 0))`;

// the CTE g holds RULE's rows: its columns are the select list's keys
const WARNING = {
  dishId: di.dishId,
  groupId: sql<number>`g.id`,
  groupName: sql<string>`g.name`,
  children: sql<number>`g.children`,
  foods: sql<string[]>`array_agg(distinct ${fc.name} order by ${fc.name})`,
};
const WARNING_LIST = selectList(WARNING);

/** For each dish, the special-meal groups whose children must not eat one of its ingredients, and which ingredients. */
export async function dishWarnings(
  db: Db,
  schoolId: number,
  dishIds: readonly number[],
): Promise<Map<number, Array<{ groupId: number; groupName: string; children: number; foods: string[] }>>> {
  const out = new Map<number, DishWarning[]>();
  if (!dishIds.length) return out;
  // a group with no child in school warns nobody; groups by name, foods by name, each once
  const r = await preparedRows<RowOf<typeof WARNING>>(
    db,
    sql`with g as (${GROUP_RULES(schoolId)})
    select ${WARNING_LIST}
    from ${dishIngredients} di join ${foodComposition} fc on ${fc.code} = ${di.foodCode} join g on ${FOOD_MATCHES}
    where ${di.schoolId} = ${schoolId} and ${di.dishId} = any(${sql.param(dishIds.map(Number))}::bigint[]) and g.children > 0
    group by ${di.dishId}, g.id, g.name, g.children order by ${di.dishId}, g.name, g.id`,
  );
  for (const row of r) {
    const list = out.get(row.dishId) ?? [];
    list.push({ groupId: Number(row.groupId), groupName: row.groupName, children: row.children, foods: row.foods });
    out.set(row.dishId, list);
  }
  return out;
}
