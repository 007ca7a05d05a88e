import { weekDays } from '@kg/shared/modules/recipes/menu-shapes';
import { sql } from 'drizzle-orm';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface WeekInput {
  id?: number;
  weekStart: string;
  title?: string | null;
  notes?: string | null;
  slots: Array<{ day: string; meal: number; dishIds: number[] }>;
}

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
  const r = await tx.execute<{ id: string }>(sql`select d.id from dishes d where d.school_id = ${schoolId} and d.id = any(${idArray(ids)})
    and (d.shown or exists (select 1 from menu_dishes md where md.school_id = d.school_id and md.menu_id = ${menuId ?? 0} and md.dish_id = d.id))`);
  const ok = new Set(r.rows.map((x) => Number(x.id)));
  w.slots.forEach((s, i) => {
    const bad = s.dishIds.findIndex((id) => !ok.has(id));
    if (bad >= 0) throw new AppError('recipes-0202', { field: `slots.${i}.dishIds.${bad}` });
  });
}

async function writeSlots(tx: Tx, schoolId: number, menuId: number, slots: WeekInput['slots']) {
  await tx.execute(sql`delete from menu_dishes where school_id = ${schoolId} and menu_id = ${menuId}`);
  const rows = slots.flatMap((s) => s.dishIds.map((dishId, seq) => ({ day: s.day, meal: s.meal, seq, dishId })));
  if (!rows.length) return;
  await tx.execute(sql`insert into menu_dishes (school_id, menu_id, day, meal, seq, dish_id)
    select ${schoolId}, ${menuId}, x.day, x.meal, x.seq, x."dishId"
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(day date, meal smallint, seq smallint, "dishId" bigint)`);
}

/** Saves a whole week: what is not sent is removed. Published weeks stay published. */
export async function saveWeek(db: Db, schoolId: number, memberId: number, w: WeekInput): Promise<{ id: number }> {
  checkSlots(w);
  return guardedWrite(
    () =>
      db.transaction(async (tx) => {
        if (w.id) {
          const found = await tx.execute(sql`select 1 from menus where school_id = ${schoolId} and id = ${w.id} for update`);
          if (!found.rows.length) throw notFound();
        }
        await checkDishes(tx, schoolId, w.id, w);
        const title = w.title ?? null;
        const notes = w.notes ?? null;
        const r = w.id
          ? await tx.execute<{
              id: number;
            }>(sql`update menus set week_start = ${w.weekStart}, title = ${title}, notes = ${notes}, updated_at = now()
              where school_id = ${schoolId} and id = ${w.id} returning id::int`)
          : await tx.execute<{ id: number }>(sql`insert into menus (school_id, week_start, title, notes, created_by)
              values (${schoolId}, ${w.weekStart}, ${title}, ${notes}, ${memberId}) returning id::int`);
        const id = r.rows[0].id;
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
        const src = await tx.execute<{ weekStart: string; title: string | null; notes: string | null }>(
          sql`select week_start::text as "weekStart", title, notes from menus where school_id = ${schoolId} and id = ${fromId}`,
        );
        if (!src.rows[0]) throw notFound();
        const r = await tx.execute<{ id: number }>(sql`insert into menus (school_id, week_start, title, notes, created_by)
          values (${schoolId}, ${weekStart}, ${src.rows[0].title}, ${src.rows[0].notes}, ${memberId}) returning id::int`);
        const id = r.rows[0].id;
        await tx.execute(sql`insert into menu_dishes (school_id, menu_id, day, meal, seq, dish_id)
          select school_id, ${id}, day + (${weekStart}::date - ${src.rows[0].weekStart}::date), meal, seq, dish_id
          from menu_dishes where school_id = ${schoolId} and menu_id = ${fromId}`);
        return { id };
      }),
    { unique: weekTaken },
  );
}

/** Marks a draft published; answers the children whose guardians are told. */
export async function publishWeek(db: Db, schoolId: number, memberId: number, id: number) {
  return db.transaction(async (tx) => {
    const m = await tx.execute<{ publishedAt: Date | null; weekStart: string; dishes: number }>(sql`
      select published_at as "publishedAt", week_start::text as "weekStart",
        (select count(*)::int from menu_dishes md where md.school_id = m.school_id and md.menu_id = m.id) as dishes
      from menus m where school_id = ${schoolId} and id = ${id} for update`);
    const row = m.rows[0];
    if (!row) throw notFound();
    if (row.publishedAt) throw new AppError('recipes-0204', { field: 'id' });
    if (!row.dishes) throw new AppError('recipes-0205', { field: 'id' });
    await tx.execute(sql`update menus set published_at = now(), published_by = ${memberId}, updated_at = now()
      where school_id = ${schoolId} and id = ${id}`);
    const kids = await tx.execute<{ id: number }>(sql`select id::int from students where school_id = ${schoolId} and status = 1`);
    return { weekStart: row.weekStart, children: kids.rows.map((k) => k.id) };
  });
}

/** Deletes a draft; a published week is what guardians were told about, so it stays. */
export async function deleteWeek(db: Db, schoolId: number, id: number) {
  await db.transaction(async (tx) => {
    const m = await tx.execute<{ published: boolean }>(
      sql`select published_at is not null as published from menus where school_id = ${schoolId} and id = ${id} for update`,
    );
    if (!m.rows[0]) throw notFound();
    if (m.rows[0].published) throw new AppError('recipes-0204', { field: 'id' });
    await tx.execute(sql`delete from menus where school_id = ${schoolId} and id = ${id}`);
  });
}
