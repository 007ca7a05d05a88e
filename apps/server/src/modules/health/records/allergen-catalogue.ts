import type { allergenInput } from '@kg/shared/modules/health/records/allergy';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { allergens, foodComposition } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

const f = alias(foodComposition, 'f');
/** A category asked for (c, of the unnested list) that begins no food's category. */
const MISSING = { category: sql<string>`c` };

/**
 * A school's own allergen, added to the catalogue its defaults started. A food allergen's
 * categories must each begin some food-composition category: the recipes module matches dishes by
 * them, and a prefix no food has would silently match nothing.
 */
export async function addAllergen(db: Db, schoolId: number, a: z.output<typeof allergenInput>): Promise<{ id: number }> {
  const cats = [...new Set(a.foodCategories)];
  const words = [...new Set(a.foodKeywords)];
  if (cats.length) {
    const [missing] = await preparedRows<RowOf<typeof MISSING>>(
      db,
      sql`select ${selectList(MISSING)} from unnest(${sql.param(cats)}::text[]) c
      where not exists (select 1 from ${foodComposition} f where starts_with(${f.category}, c)) limit 1`,
    );
    if (missing)
      throw new AppError('health-0208', { field: 'foodCategories', data: { field: 'foodCategories', category: missing.category } });
  }
  const t = allergens;
  const taken = await db
    .select({ one: sql`1` })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.name, a.name)));
  if (taken.length) throw new AppError('health-0207', { field: 'name' });
  // after the school's last allergen: the catalogue lists by sort, then id
  const [row] = await guardedWrite(
    () =>
      db
        .insert(t)
        .values({
          schoolId,
          kind: a.kind,
          name: a.name,
          nameEn: a.nameEn ?? null,
          foodCategories: cats,
          foodKeywords: words,
          sort: sql`(select coalesce(max(${t.sort}), 0) + 1 from ${t} where ${t.schoolId} = ${schoolId})`,
        })
        .returning({ id: t.id }),
    { unique: () => new AppError('health-0207', { field: 'name' }) },
  );
  return { id: row.id };
}
