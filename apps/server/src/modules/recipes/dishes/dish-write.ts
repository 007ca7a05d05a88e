import type { DishValues } from '@kg/shared/modules/recipes/dish-shapes';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { dishes, dishIngredients, foodComposition, menuDishes, menus, storedFiles } from '../../../db/schema/index.ts';
import { assertAttachable } from '../../../platform/files/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Names are unique per school: the check answers people, the index answers races, both the same. */
const nameTaken = () => new AppError('recipes-0001', { field: 'name' });

/**
 * Refuses, naming the field, a food listed twice, a food code the tables do not hold and an image
 * that is not an uploaded image of the school; answers the images as the dish stores them.
 */
async function checkDish(tx: Tx, schoolId: number, memberId: number, v: DishValues, id: number | null) {
  const seen = new Set<string>();
  v.ingredients.forEach((it, i) => {
    if (seen.has(it.foodCode)) throw new AppError('recipes-0004', { field: `ingredients.${i}.foodCode` });
    seen.add(it.foodCode);
  });
  const codes = v.ingredients.map((it) => it.foodCode);
  const known = await tx.select({ code: foodComposition.code }).from(foodComposition).where(inArray(foodComposition.code, codes));
  const have = new Set(known.map((r) => r.code));
  const missing = codes.findIndex((c) => !have.has(c));
  if (missing >= 0) throw new AppError('recipes-0003', { field: `ingredients.${missing}.foodCode` });
  const dup = await tx
    .select({ id: dishes.id })
    .from(dishes)
    .where(and(eq(dishes.schoolId, schoolId), eq(dishes.name, v.name), ne(dishes.id, id ?? 0)))
    .limit(1);
  if (dup.length) throw nameTaken();
  const ids = v.imageIds ?? [];
  await assertAttachable(tx, { schoolId, memberId }, ids, {
    kind: 'image',
    field: 'imageIds',
    refuse: (field) => new AppError('recipes-0005', { field }),
  });
  const f = storedFiles;
  const files = ids.length
    ? await tx
        .select({ id: f.id, name: f.originalName })
        .from(f)
        .where(and(eq(f.schoolId, schoolId), eq(f.kind, 'image'), inArray(f.id, ids)))
    : [];
  const byId = new Map(files.map((x) => [x.id, x.name]));
  return ids.map((f) => ({ id: f, name: byId.get(f) }));
}

async function writeIngredients(tx: Tx, schoolId: number, dishId: number, v: DishValues) {
  await tx.delete(dishIngredients).where(and(eq(dishIngredients.schoolId, schoolId), eq(dishIngredients.dishId, dishId)));
  // numeric travels as text: the column rounds it to its one decimal
  const rows = v.ingredients.map((it, i) => ({ schoolId, dishId, seq: i + 1, foodCode: it.foodCode, grams: String(it.grams) }));
  await tx.insert(dishIngredients).values(rows);
}

/** Adds a dish with its ingredients and photos, or replaces dish `id` of the school (404 when it is not there), in one transaction. */
export async function saveDish(db: Db, schoolId: number, memberId: number, v: DishValues, id: number | null): Promise<number> {
  return guardedWrite(
    () =>
      db.transaction(async (tx) => {
        const images = await checkDish(tx, schoolId, memberId, v, id);
        const values = { name: v.name, kind: v.kind, description: v.description ?? null };
        const r = id
          ? await tx
              .update(dishes)
              .set({ ...values, images, updatedAt: sql`now()` })
              .where(and(eq(dishes.schoolId, schoolId), eq(dishes.id, id)))
              .returning({ id: dishes.id })
          : await tx
              .insert(dishes)
              .values({ schoolId, ...values, images, createdBy: memberId })
              .returning({ id: dishes.id });
        const dishId = oneRow<{ id: number }>(r).id;
        await writeIngredients(tx, schoolId, dishId, v);
        return dishId;
      }),
    { unique: nameTaken },
  );
}

/** Shows or hides a dish of the school. */
export async function setDishShown(db: Db, schoolId: number, id: number, shown: boolean): Promise<void> {
  const r = await db
    .update(dishes)
    .set({ shown, updatedAt: sql`now()` })
    .where(and(eq(dishes.schoolId, schoolId), eq(dishes.id, id)))
    .returning({ id: dishes.id });
  oneRow(r);
}

/**
 * A dish a menu serves stays (past menus keep their dishes): refused with the dish and the weeks
 * it is on, suggesting to hide it; when a menu took it meanwhile the foreign key refuses the same.
 */
export async function deleteDish(db: Db, schoolId: number, id: number): Promise<void> {
  const [found, onWeeks] = await Promise.all([
    db
      .select({ name: dishes.name })
      .from(dishes)
      .where(and(eq(dishes.schoolId, schoolId), eq(dishes.id, id))),
    db
      .selectDistinct({ weekStart: menus.weekStart })
      .from(menuDishes)
      .innerJoin(menus, and(eq(menus.schoolId, menuDishes.schoolId), eq(menus.id, menuDishes.menuId)))
      .where(and(eq(menuDishes.schoolId, schoolId), eq(menuDishes.dishId, id)))
      .orderBy(desc(menus.weekStart)),
  ]);
  const dish = { ...oneRow<{ name: string }>(found), weeks: onWeeks.map((w) => w.weekStart) };
  const onMenus = () => {
    const w = dish.weeks.slice(0, 3).join(', ') + (dish.weeks.length > 3 ? ' …' : '');
    return new AppError('recipes-0002', {
      data: { name: dish.name, weeks: dish.weeks },
      detail: {
        zh: `菜品“${dish.name}”已用于 ${dish.weeks.length} 份周食谱（${w}），不能删除，可将其隐藏`,
        en: `“${dish.name}” is on ${dish.weeks.length} weekly menu(s) (${w}) and cannot be deleted; hide it instead`,
      },
    });
  };
  if (dish.weeks.length) throw onMenus();
  await guardedWrite(() => db.delete(dishes).where(and(eq(dishes.schoolId, schoolId), eq(dishes.id, id))), {
    foreignKey: () => new AppError('recipes-0002', { data: { name: dish.name, weeks: [] } }),
  });
}
