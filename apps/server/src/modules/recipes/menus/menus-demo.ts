import { addDays, mondayOf } from '@kg/shared/modules/recipes/menu-shapes';
import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/**
 * What a kindergarten day serves, by dish kind: breakfast a staple and a drink, a fruit mid-morning,
 * lunch a staple, two dishes and a soup, a snack in the afternoon (full-day care without dinner).
 */
const PLAN = [
  [1, 'staple', 0],
  [1, 'drink', 0],
  [2, 'fruit', 0],
  [3, 'staple', 1],
  [3, 'dish', 0],
  [3, 'dish', 1],
  [3, 'soup', 0],
  [4, 'snack', 0],
] as const;

/**
 * Four weeks of menus for every demo school, this week and the three before it, the earlier ones
 * published, built from the shown dishes the dishes seeder wrote, picked by kind and rotated so
 * days and weeks differ. Two statements for all schools, audit triggers off for the bulk rows.
 */
export const menusDemo: DemoSeeder = async (tx, world) => {
  const monday = mondayOf(todayChina(new Date()));
  const first = addDays(monday, -21);
  const plan = PLAN.map(([meal, kind, slot]) => ({ meal, kind, slot }));
  await tx.execute(sql`alter table menus disable trigger audit_row`);
  await tx.execute(sql`alter table menu_dishes disable trigger audit_row`);
  await tx.execute(sql`insert into menus (school_id, week_start, title, published_at)
    select s.id, ${monday}::date - 7 * w, null, case when w > 0 then ${monday}::date - 7 * w - 3 + time '16:00' end
    from unnest(${idArray(world.schoolIds)}) s(id) cross join generate_series(0, 3) w`);
  await tx.execute(sql`with d as (
      select school_id, id, kind, (row_number() over (partition by school_id, kind order by id) - 1)::int as rn,
        (count(*) over (partition by school_id, kind))::int as n
      from dishes where school_id = any(${idArray(world.schoolIds)}) and shown),
    m as (select school_id, id, week_start, (week_start - ${first}::date) / 7 as w from menus
      where school_id = any(${idArray(world.schoolIds)}) and week_start >= ${first}),
    p as (select * from json_to_recordset(${JSON.stringify(plan)}::json) as x(meal smallint, kind text, slot int))
    insert into menu_dishes (school_id, menu_id, day, meal, seq, dish_id)
    select m.school_id, m.id, m.week_start + g.i, p.meal,
      row_number() over (partition by m.id, g.i, p.meal order by p.kind, p.slot) - 1, d.id
    from m cross join generate_series(0, 4) g(i) cross join p
    join d on d.school_id = m.school_id and d.kind = p.kind and d.rn = ((m.w * 5 + g.i) * 2 + p.slot) % d.n`);
  await tx.execute(sql`alter table menus enable trigger audit_row`);
  await tx.execute(sql`alter table menu_dishes enable trigger audit_row`);
};
