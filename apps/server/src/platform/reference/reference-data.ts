import { FOOD_NUTRIENTS, type FoodNutrient, type ReferenceDataset } from '@kg/shared/modules/platform/reference';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import type { Db } from '../../db/pool.ts';
import { foodComposition } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import type { Lms } from './lms.ts';
import { nutrientColumn } from './nutrient-columns.ts';

/** Both datasets, loaded or not: available is whether the table holds rows now (a refused or missing file leaves it as it was). */
export function loadStatus(db: Db) {
  return db
    .execute<{ dataset: ReferenceDataset; available: boolean; rows: number; unreadable: number; lenient: number; loadedAt: Date | null }>(
      sql`select d.dataset, d.available, coalesce(l.rows, 0)::int as rows, coalesce(l.unreadable, 0)::int as unreadable,
        coalesce(l.lenient, 0)::int as lenient, l.loaded_at as "loadedAt"
      from (values ('food', exists (select 1 from food_composition)), ('growth', exists (select 1 from growth_lms))) d(dataset, available)
      left join reference_loads l on l.dataset = d.dataset order by d.dataset`,
    )
    .then((r) => r.rows);
}

/** WHO's 2006 standards run to 1,856 days; older children read the 2007 reference. */
const REFERENCES_BY_AGE = ['who2006', 'who2007'];

export interface LmsKey {
  sex: 'M' | 'F';
  measure: string;
  by: string;
  x: number;
}

/** The tabulated rows on both sides of x in the first reference that covers it, or null. */
export async function lmsAround(db: Db, k: LmsKey): Promise<{ reference: string; below: Lms; above: Lms } | null> {
  const refs = k.by === 'age_days' ? REFERENCES_BY_AGE : ['who2006'];
  for (const reference of refs) {
    const side = (cmp: SQL, order: SQL) => sql`(select x, l as "L", m as "M", s as "S" from growth_lms
      where reference = ${reference} and sex = ${k.sex} and measure = ${k.measure} and by = ${k.by} and x ${cmp} ${k.x}
      order by x ${order} limit 1)`;
    const r = await db.execute<{ side: string; x: number; L: number; M: number; S: number }>(
      sql`select 'below' as side, * from ${side(sql`<=`, sql`desc`)} b union all select 'above', * from ${side(sql`>=`, sql`asc`)} a`,
    );
    const below = r.rows.find((x) => x.side === 'below');
    const above = r.rows.find((x) => x.side === 'above');
    if (below && above) return { reference, below, above };
  }
  return null;
}

const nutrientJson = sql.raw(`json_build_object(${FOOD_NUTRIENTS.map(([k]) => `'${k}', f.${nutrientColumn(k)}`).join(', ')})`);

const f = alias(foodComposition, 'f');
const FOOD = {
  code: f.code,
  name: f.name,
  category: f.category,
  edible: f.edible,
  nutrients: sql<Record<FoodNutrient, number | null>>`${nutrientJson}`,
  trace: f.trace,
};
const FOOD_LIST = selectList(FOOD);

export function foodPage(db: Db, q: { name?: string; category?: string; pageNum: number; pageSize: number }) {
  const where = sql`true ${q.name ? sql`and (${f.name} ilike ${containsPattern(q.name)} or ${f.code} like ${`${q.name}%`})` : sql``}
    ${q.category ? sql`and ${f.category} = ${q.category}` : sql``}`;
  return pagedQuery<RowOf<typeof FOOD>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${foodComposition} f where ${where}`,
    select: sql`select ${FOOD_LIST}, count(*) over () as total from ${foodComposition} f where ${where} order by ${f.code}`,
  });
}

export function foodCategories(db: Db) {
  const t = foodComposition;
  return db.select({ category: t.category, foods: sql<number>`count(*)::int` }).from(t).groupBy(t.category).orderBy(sql`min(${t.code})`);
}
