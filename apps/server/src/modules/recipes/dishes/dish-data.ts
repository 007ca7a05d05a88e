import type { DishDetail } from '@kg/shared/modules/recipes/dish-shapes';
import { DISH_NUTRIENT_KEYS } from '@kg/shared/modules/recipes/dish-shapes';
import type { DishKind } from '@kg/shared/modules/recipes/meals';
import { DISH_KINDS } from '@kg/shared/modules/recipes/meals';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { dishes, dishIngredients, foodComposition, menuDishes } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { amountsOf, di, fc, nutrientSums, round2, type SumRow } from '../nutrient-sql.ts';
import { dishWarnings } from '../special/dish-warnings.ts';

type Signer = { ctx: AppContext; session: Pick<SessionInfo, 'sessionId'> };

const d = alias(dishes, 'd');
const md = alias(menuDishes, 'md');
/** How many weekly menus of the school serve dish `d`. */
const MENUS_OF = sql<number>`(select count(distinct ${md.menuId})::int from ${menuDishes} md where ${md.schoolId} = ${d.schoolId} and ${md.dishId} = ${d.id})`;
/** The stored image ids of dish `d`, in order (bigint: the driver answers strings). */
const IMAGE_IDS = sql<
  (number | string)[]
>`coalesce((select array_agg((e->>'id')::bigint order by n) from jsonb_array_elements(${d.images}) with ordinality x(e, n)), '{}')`;
/** The names of dish `d`'s foods, in order. */
const FOODS = sql<
  string[]
>`coalesce((select array_agg(${fc.name} order by ${di.seq}) from ${dishIngredients} di join ${foodComposition} fc on ${fc.code} = ${di.foodCode}
  where ${di.schoolId} = ${d.schoolId} and ${di.dishId} = ${d.id}), '{}')`;
/** Kinds in DISH_KINDS order, then names. */
const KIND_ORDER = sql`array_position(${sql.param([...DISH_KINDS])}::text[], ${d.kind})`;

const HEAD = {
  id: d.id,
  name: d.name,
  kind: sql<DishKind>`${d.kind}`,
  shown: d.shown,
  description: d.description,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  menus: MENUS_OF,
  imageIds: IMAGE_IDS,
};
const { createdAt: _c, ...LIST_FIELDS } = HEAD;
const LIST = selectList({ ...LIST_FIELDS, foods: FOODS });
type ListRow = RowOf<typeof LIST_FIELDS> & { foods: string[] };
const HEAD_LIST = selectList(HEAD);

export async function listDishes(
  db: Db,
  s: Signer,
  schoolId: number,
  q: { name?: string; kind?: DishKind; shown?: boolean; pageNum: number; pageSize: number },
) {
  const where = sql`${d.schoolId} = ${schoolId}
    ${q.name ? sql`and ${d.name} ilike ${containsPattern(q.name)}` : sql``}
    ${q.kind ? sql`and ${d.kind} = ${q.kind}` : sql``}
    ${q.shown === undefined ? sql`` : sql`and ${d.shown} = ${q.shown}`}`;
  // the CTE keeps the page's dishes under the name d, so the fields read it as the table
  const page = await pagedQuery<ListRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${dishes} d where ${where}`,
    select: (cut) => sql`with pg as (select d.*, count(*) over () as total from ${dishes} d where ${where} order by ${d.id} desc ${cut})
      select ${LIST}, d.total from pg d order by ${d.id} desc`,
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
export function dishOptions(db: Db, schoolId: number, kind?: DishKind) {
  return db
    .select({ id: d.id, name: d.name, kind: sql<DishKind>`${d.kind}` })
    .from(d)
    .where(and(eq(d.schoolId, schoolId), eq(d.shown, true), kind ? eq(d.kind, kind) : undefined))
    .orderBy(KIND_ORDER, asc(d.name), asc(d.id))
    .limit(2000);
}

/** Per-child amount of each nutrient: grams / 100 × the value per 100 g; unmeasured stays null, a trace adds nothing. */
const INGREDIENT_FIELDS = {
  foodCode: fc.code,
  foodName: fc.name,
  category: fc.category,
  grams: sql<number>`${di.grams}::float8`,
  trace: fc.trace,
  ...(Object.fromEntries(
    DISH_NUTRIENT_KEYS.map((k) => [
      k,
      sql<number | null>`case when ${k} = any(${fc.trace}) then 0 else ${di.grams}::float8 / 100 * ${fc[k]} end`,
    ]),
  ) as Record<(typeof DISH_NUTRIENT_KEYS)[number], SQL<number | null>>),
};
const INGREDIENTS = selectList(INGREDIENT_FIELDS);

/** One dish of the school with its ingredients, per-child nutrients, photos and warnings (404 otherwise). */
export async function dishDetail(db: Db, s: Signer, schoolId: number, id: number): Promise<DishDetail> {
  const [head, parts, warnings, sums] = await Promise.all([
    preparedRows<RowOf<typeof HEAD>>(db, sql`select ${HEAD_LIST} from ${dishes} d where ${d.schoolId} = ${schoolId} and ${d.id} = ${id}`),
    preparedRows<RowOf<typeof INGREDIENT_FIELDS>>(
      db,
      sql`select ${INGREDIENTS} from ${dishIngredients} di join ${foodComposition} fc on ${fc.code} = ${di.foodCode}
      where ${di.schoolId} = ${schoolId} and ${di.dishId} = ${id} order by ${di.seq}`,
    ),
    dishWarnings(db, schoolId, [id]),
    // totals as a menu sums them: an ingredient the tables did not measure is counted apart, never as zero
    preparedRows<SumRow>(
      db,
      sql`select ${nutrientSums()} from ${dishIngredients} di join ${foodComposition} fc on ${fc.code} = ${di.foodCode}
      where ${di.schoolId} = ${schoolId} and ${di.dishId} = ${id}`,
    ),
  ]);
  const nutrients = amountsOf(sums[0]);
  const dish = oneRow<RowOf<typeof HEAD>>(head);
  const ingredients = parts.map((r) => ({
    foodCode: r.foodCode,
    foodName: r.foodName,
    category: r.category,
    grams: Number(r.grams),
    trace: r.trace.filter((k) => (DISH_NUTRIENT_KEYS as string[]).includes(k)),
    nutrients: Object.fromEntries(
      DISH_NUTRIENT_KEYS.map((k) => [k, r[k] == null ? null : round2(Number(r[k]))]),
    ) as DishDetail['ingredients'][number]['nutrients'],
  }));
  const imageIds = dish.imageIds.map(Number);
  return {
    id: dish.id,
    name: dish.name,
    kind: dish.kind,
    shown: dish.shown,
    description: dish.description,
    menus: dish.menus,
    createdAt: dish.createdAt,
    updatedAt: dish.updatedAt,
    imageIds,
    images: imageIds.map((f) => imageUrls(s.ctx, s.session, f)),
    ingredients,
    nutrients,
    warnings: warnings.get(id) ?? [],
  };
}
