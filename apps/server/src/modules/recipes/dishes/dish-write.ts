import type { DishValues } from '@kg/shared/modules/recipes/dish-shapes';
import { sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { assertAttachable } from '../../../platform/files/index.ts';

type Tx = Pick<Db, 'execute'>;

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
  const known = await tx.execute<{ code: string }>(sql`select code from food_composition where code = any(${sql.param(codes)}::text[])`);
  const have = new Set(known.rows.map((r) => r.code));
  const missing = codes.findIndex((c) => !have.has(c));
  if (missing >= 0) throw new AppError('recipes-0003', { field: `ingredients.${missing}.foodCode` });
  const dup = await tx.execute(sql`select 1 from dishes where school_id = ${schoolId} and name = ${v.name} and id <> ${id ?? 0} limit 1`);
  if (dup.rows.length) throw nameTaken();
  const ids = v.imageIds ?? [];
  await assertAttachable(tx, { schoolId, memberId }, ids, {
    kind: 'image',
    field: 'imageIds',
    refuse: (field) => new AppError('recipes-0005', { field }),
  });
  const files = ids.length
    ? await tx.execute<{ id: number; name: string }>(
        sql`select id, original_name as name from stored_files where school_id = ${schoolId} and kind = 'image' and id = any(${idArray(ids)})`,
      )
    : { rows: [] };
  const byId = new Map(files.rows.map((f) => [Number(f.id), f.name]));
  return JSON.stringify(ids.map((f) => ({ id: f, name: byId.get(f) })));
}

async function writeIngredients(tx: Tx, schoolId: number, dishId: number, v: DishValues) {
  await tx.execute(sql`delete from dish_ingredients where school_id = ${schoolId} and dish_id = ${dishId}`);
  const rows = v.ingredients.map((it, i) => ({ seq: i + 1, code: it.foodCode, grams: it.grams }));
  await tx.execute(sql`insert into dish_ingredients (school_id, dish_id, seq, food_code, grams)
    select ${schoolId}, ${dishId}, x.seq, x.code, x.grams from json_to_recordset(${JSON.stringify(rows)}::json) as x(seq smallint, code text, grams numeric)`);
}

/** Adds a dish with its ingredients and photos, or replaces dish `id` of the school (404 when it is not there), in one transaction. */
export async function saveDish(db: Db, schoolId: number, memberId: number, v: DishValues, id: number | null): Promise<number> {
  return guardedWrite(
    () =>
      db.transaction(async (tx) => {
        const images = await checkDish(tx, schoolId, memberId, v, id);
        const values = { name: v.name, kind: v.kind, description: v.description ?? null };
        const r = id
          ? await tx.execute<{ id: number }>(sql`update dishes set name = ${values.name}, kind = ${values.kind},
              description = ${values.description}, images = ${images}::jsonb, updated_at = now()
            where school_id = ${schoolId} and id = ${id} returning id`)
          : await tx.execute<{ id: number }>(sql`insert into dishes (school_id, name, kind, description, images, created_by)
              values (${schoolId}, ${values.name}, ${values.kind}, ${values.description}, ${images}::jsonb, ${memberId}) returning id`);
        const dishId = oneRow<{ id: number }>(r.rows).id;
        await writeIngredients(tx, schoolId, dishId, v);
        return dishId;
      }),
    { unique: nameTaken },
  );
}

/** Shows or hides a dish of the school. */
export async function setDishShown(db: Db, schoolId: number, id: number, shown: boolean): Promise<void> {
  const r = await db.execute(
    sql`update dishes set shown = ${shown}, updated_at = now() where school_id = ${schoolId} and id = ${id} returning id`,
  );
  oneRow(r.rows);
}

/**
 * A dish a menu serves stays (past menus keep their dishes): refused with the dish and the weeks
 * it is on, suggesting to hide it; when a menu took it meanwhile the foreign key refuses the same.
 */
export async function deleteDish(db: Db, schoolId: number, id: number): Promise<void> {
  const r = await db.execute<{ name: string; weeks: string[] }>(sql`select d.name,
      array(select distinct m.week_start::text from menu_dishes md join menus m on m.school_id = md.school_id and m.id = md.menu_id
        where md.school_id = d.school_id and md.dish_id = d.id order by 1 desc) as weeks
    from dishes d where d.school_id = ${schoolId} and d.id = ${id}`);
  const dish = oneRow<{ name: string; weeks: string[] }>(r.rows);
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
  await guardedWrite(() => db.execute(sql`delete from dishes where school_id = ${schoolId} and id = ${id}`), {
    foreignKey: () => new AppError('recipes-0002', { data: { name: dish.name, weeks: [] } }),
  });
}
