import { FOOD_NUTRIENTS, type FoodNutrient, type ReferenceDataset } from '@kg/shared/modules/platform/reference';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { foodComposition, growthLms, referenceLoads } from '../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../db/select-list.ts';
import type { Lms } from './lms.ts';
import { nutrientColumn } from './nutrient-columns.ts';

// the datasets `d` (a values list, not a table) with their last load `l`, if any
const l = alias(referenceLoads, 'l');
const STATUS = {
  dataset: sql<ReferenceDataset>`d.dataset`,
  available: sql<boolean>`d.available`,
  rows: sql<number>`coalesce(${l.rows}, 0)::int`,
  unreadable: sql<number>`coalesce(${l.unreadable}, 0)::int`,
  lenient: sql<number>`coalesce(${l.lenient}, 0)::int`,
  loadedAt: joined(l.loadedAt),
};
const STATUS_LIST = selectList(STATUS);

/** Both datasets, loaded or not: available is whether the table holds rows now (a refused or missing file leaves it as it was). */
export function loadStatus(db: Db) {
  return preparedRows<RowOf<typeof STATUS>>(
    db,
    sql`select ${STATUS_LIST}
      from (values ('food', exists (select 1 from ${foodComposition})), ('growth', exists (select 1 from ${growthLms}))) d(dataset, available)
      left join ${referenceLoads} l on ${l.dataset} = d.dataset order by d.dataset`,
  );
}

/** WHO's 2006 standards run to 1,856 days; older children read the 2007 reference. */
const REFERENCES_BY_AGE = ['who2006', 'who2007'];

export interface LmsKey {
  sex: 'M' | 'F';
  measure: string;
  by: string;
  x: number;
}

// a WHO table's row `g`, named by the side of x it lies on
const g = alias(growthLms, 'g');
const LMS = { x: g.x, L: g.l, M: g.m, S: g.s };
const BELOW = { side: sql<'below' | 'above'>`'below'`, ...LMS };
const BELOW_LIST = selectList(BELOW);
const ABOVE_LIST = selectList({ ...BELOW, side: sql`'above'` });

/** The tabulated rows on both sides of x in the first reference that covers it, or null. */
export async function lmsAround(db: Db, k: LmsKey): Promise<{ reference: string; below: Lms; above: Lms } | null> {
  const refs = k.by === 'age_days' ? REFERENCES_BY_AGE : ['who2006'];
  for (const reference of refs) {
    const side = (list: SQL, cmp: SQL, order: SQL) => sql`(select ${list} from ${growthLms} g
      where ${g.reference} = ${reference} and ${g.sex} = ${k.sex} and ${g.measure} = ${k.measure} and ${g.by} = ${k.by} and ${g.x} ${cmp} ${k.x}
      order by ${g.x} ${order} limit 1)`;
    const rows = await preparedRows<RowOf<typeof BELOW>>(
      db,
      sql`${side(BELOW_LIST, sql`<=`, sql`desc`)} union all ${side(ABOVE_LIST, sql`>=`, sql`asc`)}`,
    );
    const below = rows.find((x) => x.side === 'below');
    const above = rows.find((x) => x.side === 'above');
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
