import { weekDays } from '@kg/shared/modules/recipes/menu-shapes';
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { dishes, menuDishes, menus, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface WeekInput {
  id?: number;
  weekStart: string;
  title?: string | null;
  notes?: string | null;
  slots: Array<{ day: string; meal: number; dishIds: number[] }>;
}

const d = alias(dishes, 'd');
const md = alias(menuDishes, 'md');
const MENU_DISH = { id: d.id };
const MENU_DISH_LIST = sql`select ${selectList(MENU_DISH)} from ${dishes} d`;

const weekTaken = () => new AppError('recipes-0201', { field: 'weekStart' });

/** Days inside the week, each meal once: checked before anything is read. */
function checkSlots(w: WeekInput) {
  const days = new Set(weekDays(w.weekStart));
  const seen = new Set<string>();
  w.slots.forEach((s, i) => {
    if (!days.has(s.day)) throw new AppError('recipes-0203', { field: `slots.${i}.day` });
    const key = `${s.day}/${s.meal}`;
    if (seen.has(key)) throw new AppError('recipes-0207', { field: `slots.${i}.meal` });
    seen.add(key);
  });
}

/**
 * Shown dishes of the school only; a dish hidden after it went on this menu may stay on it, so an
 * old week can still be saved.
 */
async function checkDishes(tx: Tx, schoolId: number, menuId: number | undefined, w: WeekInput) {
  const ids = [...new Set(w.slots.flatMap((s) => s.dishIds))];
  if (!ids.length) return;
  const r = await preparedRows<RowOf<typeof MENU_DISH>>(
    tx,
    sql`${MENU_DISH_LIST} where ${d.schoolId} = ${schoolId} and ${d.id} = any(${idArray(ids)})
    and (${d.shown} or exists (select 1 from ${menuDishes} md where ${md.schoolId} = ${d.schoolId} and ${md.menuId} = ${menuId ?? 0} and ${md.dishId} = ${d.id}))`,
  );
  const ok = new Set(r.map((x) => x.id));
  w.slots.forEach((s, i) => {
    const bad = s.dishIds.findIndex((id) => !ok.has(id));
    if (bad >= 0) throw new AppError('recipes-0202', { field: `slots.${i}.dishIds.${bad}` });
  });
}

async function writeSlots(tx: Tx, schoolId: number, menuId: number, slots: WeekInput['slots']) {
  await tx.delete(menuDishes).where(and(eq(menuDishes.schoolId, schoolId), eq(menuDishes.menuId, menuId)));
  const rows = slots.flatMap((s) => s.dishIds.map((dishId, seq) => ({ schoolId, menuId, day: s.day, meal: s.meal, seq, dishId })));
  if (!rows.length) return;
  await tx.insert(menuDishes).values(rows);
}

/** Saves a whole week: what is not sent is removed. Published weeks stay published. */
export async function saveWeek(db: Db, schoolId: number, memberId: number, w: WeekInput): Promise<{ id: number }> {
  checkSlots(w);
  return guardedWrite(
    () =>
      db.transaction(async (tx) => {
        if (w.id) {
          const found = await tx
            .select({ id: menus.id })
            .from(menus)
            .where(and(eq(menus.schoolId, schoolId), eq(menus.id, w.id)))
            .for('update');
          if (!found.length) throw notFound();
        }
        await checkDishes(tx, schoolId, w.id, w);
        const title = w.title ?? null;
        const notes = w.notes ?? null;
        const r = w.id
          ? await tx
              .update(menus)
              .set({ weekStart: w.weekStart, title, notes, updatedAt: sql`now()` })
              .where(and(eq(menus.schoolId, schoolId), eq(menus.id, w.id)))
              .returning({ id: menus.id })
          : await tx
              .insert(menus)
              .values({ schoolId, weekStart: w.weekStart, title, notes, createdBy: memberId })
              .returning({ id: menus.id });
        const id = r[0].id;
        await writeSlots(tx, schoolId, id, w.slots);
        return { id };
      }),
    { unique: weekTaken },
  );
}

/** A new draft for the week of `weekStart` with the dishes of `fromId`, each on the same weekday. */
export async function copyWeek(db: Db, schoolId: number, memberId: number, fromId: number, weekStart: string) {
  return guardedWrite(
    () =>
      db.transaction(async (tx) => {
        const [src] = await tx
          .select({ weekStart: menus.weekStart, title: menus.title, notes: menus.notes })
          .from(menus)
          .where(and(eq(menus.schoolId, schoolId), eq(menus.id, fromId)));
        if (!src) throw notFound();
        const [{ id }] = await tx
          .insert(menus)
          .values({ schoolId, weekStart, title: src.title, notes: src.notes, createdBy: memberId })
          .returning({ id: menus.id });
        await tx.execute(sql`insert into menu_dishes (school_id, menu_id, day, meal, seq, dish_id)
          select school_id, ${id}, day + (${weekStart}::date - ${src.weekStart}::date), meal, seq, dish_id
          from menu_dishes where school_id = ${schoolId} and menu_id = ${fromId}`);
        return { id };
      }),
    { unique: weekTaken },
  );
}

/** Marks a draft published; answers the children whose guardians are told. */
export async function publishWeek(db: Db, schoolId: number, memberId: number, id: number) {
  return db.transaction(async (tx) => {
    const mine = and(eq(menus.schoolId, schoolId), eq(menus.id, id));
    const [row] = await tx.select({ publishedAt: menus.publishedAt, weekStart: menus.weekStart }).from(menus).where(mine).for('update');
    if (!row) throw notFound();
    if (row.publishedAt) throw new AppError('recipes-0204', { field: 'id' });
    const [served] = await tx
      .select({ n: count() })
      .from(menuDishes)
      .where(and(eq(menuDishes.schoolId, schoolId), eq(menuDishes.menuId, id)));
    if (!served.n) throw new AppError('recipes-0205', { field: 'id' });
    await tx.update(menus).set({ publishedAt: sql`now()`, publishedBy: memberId, updatedAt: sql`now()` }).where(mine);
    const kids = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.status, 1)));
    return { weekStart: row.weekStart, children: kids.map((k) => k.id) };
  });
}

/** Deletes a draft; a published week is what guardians were told about, so it stays. */
export async function deleteWeek(db: Db, schoolId: number, id: number) {
  await db.transaction(async (tx) => {
    const mine = and(eq(menus.schoolId, schoolId), eq(menus.id, id));
    const [row] = await tx.select({ publishedAt: menus.publishedAt }).from(menus).where(mine).for('update');
    if (!row) throw notFound();
    if (row.publishedAt) throw new AppError('recipes-0204', { field: 'id' });
    await tx.delete(menus).where(mine);
  });
}
