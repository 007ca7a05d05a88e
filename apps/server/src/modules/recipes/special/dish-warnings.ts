import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';

export interface DishWarning {
  groupId: number;
  groupName: string;
  children: number;
  foods: string[];
}

/**
 * What a group must not eat: its own food categories and keywords plus those of its allergens (the
 * school's catalogue carries them), and how many of its children are in school. Empty strings are
 * dropped: an empty prefix would match every food.
 */
export const GROUP_RULES = (schoolId: number) => sql`select sg.id, sg.name,
    (select count(*)::int from special_group_students gs join students st on st.school_id = gs.school_id and st.id = gs.student_id
      where gs.school_id = sg.school_id and gs.group_id = sg.id and st.status = 1) as children,
    array(select c from unnest(sg.food_categories) c where c <> ''
      union select c from allergens a, unnest(a.food_categories) c where a.school_id = sg.school_id and a.id = any(sg.allergen_ids) and c <> '') as cats,
    array(select w from unnest(sg.food_keywords) w where w <> ''
      union select w from allergens a, unnest(a.food_keywords) w where a.school_id = sg.school_id and a.id = any(sg.allergen_ids) and w <> '') as words
  from special_groups sg where sg.school_id = ${schoolId}`;

/** Whether the food `fc` is one the group `g` (of GROUP_RULES) must not eat. */
export const FOOD_MATCHES = sql`(exists (select 1 from unnest(g.cats) c where starts_with(fc.category, c))
  or exists (select 1 from unnest(g.words) w where strpos(lower(fc.name), lower(w)) > 0))`;

/** For each dish, the special-meal groups whose children must not eat one of its ingredients, and which ingredients. */
export async function dishWarnings(
  db: Db,
  schoolId: number,
  dishIds: readonly number[],
): Promise<Map<number, Array<{ groupId: number; groupName: string; children: number; foods: string[] }>>> {
  const out = new Map<number, DishWarning[]>();
  if (!dishIds.length) return out;
  // a group with no child in school warns nobody; groups by name, foods by name, each once
  const r = await db.execute<{ dishId: string; groupId: string; groupName: string; children: number; foods: string[] }>(sql`
    with g as (${GROUP_RULES(schoolId)})
    select di.dish_id as "dishId", g.id as "groupId", g.name as "groupName", g.children,
      array_agg(distinct fc.name order by fc.name) as foods
    from dish_ingredients di join food_composition fc on fc.code = di.food_code join g on ${FOOD_MATCHES}
    where di.school_id = ${schoolId} and di.dish_id = any(${sql.param(dishIds.map(Number))}::bigint[]) and g.children > 0
    group by di.dish_id, g.id, g.name, g.children order by di.dish_id, g.name, g.id`);
  for (const row of r.rows) {
    const dishId = Number(row.dishId);
    const list = out.get(dishId) ?? [];
    list.push({ groupId: Number(row.groupId), groupName: row.groupName, children: row.children, foods: row.foods });
    out.set(dishId, list);
  }
  return out;
}
