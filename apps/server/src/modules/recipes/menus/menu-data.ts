import type { WeekView, weekRow } from '@kg/shared/modules/recipes/menu-shapes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError, notFound } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { menuDishes } from './dish-nutrients.ts';

type Runner = Pick<Db, 'execute'>;

export type MenuHead = {
  id: number;
  weekStart: string;
  title: string | null;
  notes: string | null;
  publishedAt: Date | null;
  updatedAt: Date | null;
};

const HEAD = sql`select id::int, week_start::text as "weekStart", title, notes, published_at as "publishedAt", updated_at as "updatedAt" from menus`;

/** A menu of the school by id, or null. */
export async function menuById(db: Runner, schoolId: number, id: number): Promise<MenuHead | null> {
  const r = await db.execute<MenuHead>(sql`${HEAD} where school_id = ${schoolId} and id = ${id}`);
  return r.rows[0] ?? null;
}

/** The school's weeks, newest first, with how many dishes and days each has. */
export function listWeeks(db: Db, schoolId: number, q: { pageNum: number; pageSize: number }) {
  return pagedQuery<z.input<typeof weekRow>>(db, {
    select: sql`select m.id::int, m.week_start::text as "weekStart", m.title, m.published_at as "publishedAt", m.updated_at as "updatedAt",
        (select count(*)::int from menu_dishes md where md.school_id = m.school_id and md.menu_id = m.id) as dishes,
        (select count(distinct md.day)::int from menu_dishes md where md.school_id = m.school_id and md.menu_id = m.id) as days,
        count(*) over () as total
      from menus m where m.school_id = ${schoolId} order by m.week_start desc`,
    count: sql`select count(*) as n from menus where school_id = ${schoolId}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

/** A menu's days × meals × dishes, each dish with its nutrients and warnings. */
export async function weekOf(db: Db, schoolId: number, head: MenuHead): Promise<WeekView> {
  const r = await db.execute<{ day: string; meal: number; dishIds: string[] }>(sql`
    select day::text, meal, array_agg(dish_id order by seq) as "dishIds" from menu_dishes
    where school_id = ${schoolId} and menu_id = ${head.id} group by day, meal order by day, meal`);
  const dishes = await menuDishes(
    db,
    schoolId,
    r.rows.flatMap((s) => s.dishIds.map(Number)),
  );
  return {
    ...head,
    slots: r.rows.map((s) => ({ day: s.day, meal: s.meal, dishes: s.dishIds.map((id) => dishes.get(Number(id))!).filter(Boolean) })),
  };
}

/** One week by id (404 when not the school's) or by its Monday (an empty week when none). */
export async function getWeek(db: Db, schoolId: number, q: { id?: number; weekStart?: string }): Promise<WeekView> {
  if (q.id) {
    const head = await menuById(db, schoolId, q.id);
    if (!head) throw notFound();
    return weekOf(db, schoolId, head);
  }
  if (!q.weekStart) throw fieldError('id', '请给出食谱或周一日期', 'give an id or a weekStart');
  const r = await db.execute<MenuHead>(sql`${HEAD} where school_id = ${schoolId} and week_start = ${q.weekStart}`);
  if (r.rows[0]) return weekOf(db, schoolId, r.rows[0]);
  return { id: null, weekStart: q.weekStart, title: null, notes: null, publishedAt: null, updatedAt: null, slots: [] };
}

/** The published week holding `day` (Saturday and Sunday read their own week), or null. */
export async function currentWeek(db: Db, schoolId: number, day: string): Promise<WeekView | null> {
  const r = await db.execute<MenuHead>(sql`${HEAD} where school_id = ${schoolId} and published_at is not null
    and week_start = date_trunc('week', ${day}::date)::date`);
  return r.rows[0] ? weekOf(db, schoolId, r.rows[0]) : null;
}
