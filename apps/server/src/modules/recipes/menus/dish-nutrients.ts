import type { MenuDish } from '@kg/shared/modules/recipes/menu-shapes';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../../core/prepared.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { dishes, dishIngredients, foodComposition } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { amountsOf, di, fc, nutrientSums, round2, type SumRow } from '../nutrient-sql.ts';
import { dishWarnings } from '../special/dish-warnings.ts';

const d = alias(dishes, 'd');
const HEAD = { id: d.id, name: d.name, kind: d.kind, shown: d.shown };
const HEAD_LIST = selectList(HEAD);
type DishRow = RowOf<typeof HEAD> & SumRow;

/**
 * Dishes of the school as a menu shows them: per-child nutrients of their ingredients and the
 * special-meal groups each warns. Ids of another school are simply absent.
 */
export async function menuDishes(db: Db, schoolId: number, dishIds: readonly number[]): Promise<Map<number, MenuDish>> {
  const out = new Map<number, MenuDish>();
  const ids = [...new Set(dishIds)];
  if (!ids.length) return out;
  const [r, warnings] = await Promise.all([
    preparedRows<DishRow>(
      db,
      sql`select ${HEAD_LIST}, ${nutrientSums()}
      from ${dishes} d
      left join ${dishIngredients} di on ${di.schoolId} = ${d.schoolId} and ${di.dishId} = ${d.id}
      left join ${foodComposition} fc on ${fc.code} = ${di.foodCode}
      where ${d.schoolId} = ${schoolId} and ${d.id} = any(${idArray(ids)})
      group by ${d.id}, ${d.name}, ${d.kind}, ${d.shown}`,
    ),
    dishWarnings(db, schoolId, ids),
  ]);
  for (const row of r) {
    const id = row.id;
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
