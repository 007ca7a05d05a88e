import type { DishDetail } from '@kg/shared/modules/recipes/dish-shapes';
import { DISH_NUTRIENT_KEYS } from '@kg/shared/modules/recipes/dish-shapes';
import type { DishKind } from '@kg/shared/modules/recipes/meals';
import { DISH_KINDS } from '@kg/shared/modules/recipes/meals';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { nutrientColumn } from '../../../platform/reference/index.ts';
import { amountsOf, nutrientSums, round2, type SumRow } from '../nutrient-sql.ts';
import { dishWarnings } from '../special/dish-warnings.ts';

type Signer = { ctx: AppContext; session: Pick<SessionInfo, 'sessionId'> };

/** How many weekly menus of the school serve dish `d`. */
const MENUS_OF = sql`(select count(distinct md.menu_id)::int from menu_dishes md where md.school_id = d.school_id and md.dish_id = d.id)`;
/** The stored image ids of dish `d`, in order. */
const IMAGE_IDS = sql`coalesce((select array_agg((e->>'id')::bigint order by n) from jsonb_array_elements(d.images) with ordinality x(e, n)), '{}')`;
/** Kinds in DISH_KINDS order, then names. */
const KIND_ORDER = sql`array_position(${sql.param([...DISH_KINDS])}::text[], d.kind)`;

type ListRow = {
  id: number;
  name: string;
  kind: DishKind;
  shown: boolean;
  description: string | null;
  foods: string[];
  imageIds: (number | string)[];
  menus: number;
  updatedAt: Date;
};

export async function listDishes(
  db: Db,
  s: Signer,
  schoolId: number,
  q: { name?: string; kind?: DishKind; shown?: boolean; pageNum: number; pageSize: number },
) {
  const where = sql`d.school_id = ${schoolId}
    ${q.name ? sql`and d.name ilike ${containsPattern(q.name)}` : sql``}
    ${q.kind ? sql`and d.kind = ${q.kind}` : sql``}
    ${q.shown === undefined ? sql`` : sql`and d.shown = ${q.shown}`}`;
  const page = await pagedQuery<ListRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from dishes d where ${where}`,
    select: (cut) => sql`with pg as (select d.*, count(*) over () as total from dishes d where ${where} order by d.id desc ${cut})
      select d.id, d.name, d.kind, d.shown, d.description, d.updated_at as "updatedAt", ${MENUS_OF} as menus, ${IMAGE_IDS} as "imageIds",
        coalesce((select array_agg(fc.name order by di.seq) from dish_ingredients di join food_composition fc on fc.code = di.food_code
          where di.school_id = d.school_id and di.dish_id = d.id), '{}') as foods, d.total
      from pg d order by d.id desc`,
  });
  const warnings = await dishWarnings(
    db,
    schoolId,
    page.list.map((r) => r.id),
  );
  return {
    ...page,
    list: page.list.map(({ imageIds, ...r }) => ({
      ...r,
      cover: imageIds.length ? imageUrls(s.ctx, s.session, Number(imageIds[0])) : null,
      warnings: warnings.get(r.id) ?? [],
    })),
  };
}

/** Shown dishes as the menu builder offers them: at most 2,000. */
export async function dishOptions(db: Db, schoolId: number, kind?: DishKind) {
  const r = await db.execute<{ id: number; name: string; kind: DishKind }>(sql`select d.id, d.name, d.kind from dishes d
    where d.school_id = ${schoolId} and d.shown ${kind ? sql`and d.kind = ${kind}` : sql``}
    order by ${KIND_ORDER}, d.name, d.id limit 2000`);
  return r.rows;
}

type IngredientRow = { foodCode: string; foodName: string; category: string; grams: number; trace: string[] } & Record<
  string,
  number | null
>;

/** Per-child amount of each nutrient: grams / 100 × the value per 100 g; unmeasured stays null, a trace adds nothing. */
const INGREDIENT_NUTRIENTS = sql.join(
  DISH_NUTRIENT_KEYS.map(
    (k) =>
      sql`case when ${k} = any(fc.trace) then 0 else di.grams::float8 / 100 * ${sql.raw(`fc.${nutrientColumn(k)}`)} end as ${sql.identifier(k)}`,
  ),
  sql`, `,
);

/** One dish of the school with its ingredients, per-child nutrients, photos and warnings (404 otherwise). */
export async function dishDetail(db: Db, s: Signer, schoolId: number, id: number): Promise<DishDetail> {
  const [head, parts, warnings, sums] = await Promise.all([
    db.execute<Omit<ListRow, 'foods'> & { createdAt: Date }>(sql`select d.id, d.name, d.kind, d.shown, d.description,
        d.created_at as "createdAt", d.updated_at as "updatedAt", ${MENUS_OF} as menus, ${IMAGE_IDS} as "imageIds"
      from dishes d where d.school_id = ${schoolId} and d.id = ${id}`),
    db.execute<IngredientRow>(sql`select fc.code as "foodCode", fc.name as "foodName", fc.category, di.grams::float8 as grams, fc.trace,
        ${INGREDIENT_NUTRIENTS}
      from dish_ingredients di join food_composition fc on fc.code = di.food_code
      where di.school_id = ${schoolId} and di.dish_id = ${id} order by di.seq`),
    dishWarnings(db, schoolId, [id]),
    // totals as a menu sums them: an ingredient the tables did not measure is counted apart, never as zero
    db.execute<SumRow>(sql`select ${nutrientSums()} from dish_ingredients di join food_composition fc on fc.code = di.food_code
      where di.school_id = ${schoolId} and di.dish_id = ${id}`),
  ]);
  const nutrients = amountsOf(sums.rows[0]);
  const d = oneRow<Omit<ListRow, 'foods'> & { createdAt: Date }>(head.rows);
  const ingredients = parts.rows.map((r) => ({
    foodCode: r.foodCode,
    foodName: r.foodName,
    category: r.category,
    grams: Number(r.grams),
    trace: r.trace.filter((k) => (DISH_NUTRIENT_KEYS as string[]).includes(k)),
    nutrients: Object.fromEntries(
      DISH_NUTRIENT_KEYS.map((k) => [k, r[k] == null ? null : round2(Number(r[k]))]),
    ) as DishDetail['ingredients'][number]['nutrients'],
  }));
  const imageIds = d.imageIds.map(Number);
  return {
    id: d.id,
    name: d.name,
    kind: d.kind,
    shown: d.shown,
    description: d.description,
    menus: d.menus,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    imageIds,
    images: imageIds.map((f) => imageUrls(s.ctx, s.session, f)),
    ingredients,
    nutrients,
    warnings: warnings.get(id) ?? [],
  };
}
