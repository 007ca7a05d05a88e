import type { MenuDish } from '@kg/shared/modules/recipes/menu-shapes';
import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { amountsOf, nutrientSums, round2, type SumRow } from '../nutrient-sql.ts';
import { dishWarnings } from '../special/dish-warnings.ts';

type DishRow = SumRow & { id: string; name: string; kind: string; shown: boolean };

/**
 * Dishes of the school as a menu shows them: per-child nutrients of their ingredients and the
 * special-meal groups each warns. Ids of another school are simply absent.
 */
export async function menuDishes(db: Db, schoolId: number, dishIds: readonly number[]): Promise<Map<number, MenuDish>> {
  const out = new Map<number, MenuDish>();
  const ids = [...new Set(dishIds)];
  if (!ids.length) return out;
  const [r, warnings] = await Promise.all([
    db.execute<DishRow>(sql`select d.id, d.name, d.kind, d.shown, ${nutrientSums()}
      from dishes d
      left join dish_ingredients di on di.school_id = d.school_id and di.dish_id = d.id
      left join food_composition fc on fc.code = di.food_code
      where d.school_id = ${schoolId} and d.id = any(${idArray(ids)})
      group by d.id, d.name, d.kind, d.shown`),
    dishWarnings(db, schoolId, ids),
  ]);
  for (const row of r.rows) {
    const id = Number(row.id);
    out.set(id, {
      dishId: id,
      name: row.name,
      kind: row.kind,
      shown: row.shown,
      nutrients: amountsOf(row),
      qualityProtein: round2(Number(row.qualityProtein)),
      warnings: warnings.get(id) ?? [],
    });
  }
  return out;
}
