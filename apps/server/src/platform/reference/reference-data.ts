import { FOOD_NUTRIENTS, type FoodNutrient, type ReferenceDataset } from '@kg/shared/modules/platform/reference';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import type { Db } from '../../db/pool.ts';
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

export function foodPage(db: Db, q: { name?: string; category?: string; pageNum: number; pageSize: number }) {
  const where = sql`true ${q.name ? sql`and (f.name ilike ${containsPattern(q.name)} or f.code like ${`${q.name}%`})` : sql``}
    ${q.category ? sql`and f.category = ${q.category}` : sql``}`;
  return pagedQuery<{
    code: string;
    name: string;
    category: string;
    edible: number | null;
    nutrients: Record<FoodNutrient, number | null>;
    trace: string[];
  }>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from food_composition f where ${where}`,
    select: sql`select f.code, f.name, f.category, f.edible, ${nutrientJson} as nutrients, f.trace, count(*) over () as total
        from food_composition f where ${where} order by f.code`,
  });
}

export function foodCategories(db: Db) {
  return db
    .execute<{ category: string; foods: number }>(
      sql`select category, count(*)::int as foods from food_composition group by category order by min(code)`,
    )
    .then((r) => r.rows);
}
