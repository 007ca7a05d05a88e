import type { allergenInput } from '@kg/shared/modules/health/records/allergy';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';

/**
 * A school's own allergen, added to the catalogue its defaults started. A food allergen's
 * categories must each begin some food-composition category: the recipes module matches dishes by
 * them, and a prefix no food has would silently match nothing.
 */
export async function addAllergen(db: Db, schoolId: number, a: z.output<typeof allergenInput>): Promise<{ id: number }> {
  const cats = [...new Set(a.foodCategories)];
  const words = [...new Set(a.foodKeywords)];
  if (cats.length) {
    const r = await db.execute<{ missing: string | null }>(sql`select c as missing from unnest(${sql.param(cats)}::text[]) c
      where not exists (select 1 from food_composition f where starts_with(f.category, c)) limit 1`);
    if (r.rows.length)
      throw new AppError('health-0208', { field: 'foodCategories', data: { field: 'foodCategories', category: r.rows[0].missing } });
  }
  const taken = await db.execute(sql`select 1 from allergens where school_id = ${schoolId} and name = ${a.name}`);
  if (taken.rows.length) throw new AppError('health-0207', { field: 'name' });
  // after the school's last allergen: the catalogue lists by sort, then id
  const r = await guardedWrite(
    () =>
      db.execute<{ id: number }>(sql`insert into allergens (school_id, kind, name, name_en, food_categories, food_keywords, sort)
        select ${schoolId}, ${a.kind}, ${a.name}, ${a.nameEn ?? null}, ${sql.param(cats)}::text[], ${sql.param(words)}::text[],
          coalesce(max(sort), 0) + 1 from allergens where school_id = ${schoolId}
        returning id`),
    { unique: () => new AppError('health-0207', { field: 'name' }) },
  );
  return { id: Number(r.rows[0].id) };
}
