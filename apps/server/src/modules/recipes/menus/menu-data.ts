import type { WeekView } from '@kg/shared/modules/recipes/menu-shapes';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fieldError, notFound } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { menuDishes as dishRows, menus } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { menuDishes } from './dish-nutrients.ts';

type Runner = Pick<Db, 'select'>;

const HEAD = {
  id: menus.id,
  weekStart: menus.weekStart,
  title: menus.title,
  notes: menus.notes,
  publishedAt: menus.publishedAt,
  updatedAt: menus.updatedAt,
};
export type MenuHead = RowOf<typeof HEAD>;

const headWhere = (db: Runner, where: SQL | undefined) =>
  db
    .select(HEAD)
    .from(menus)
    .where(where)
    .then((r) => r[0] ?? null);

const m = alias(menus, 'm');
const md = alias(dishRows, 'md');
const ofMenu = sql`from ${dishRows} md where ${md.schoolId} = ${m.schoolId} and ${md.menuId} = ${m.id}`;
const WEEK = {
  id: m.id,
  weekStart: m.weekStart,
  title: m.title,
  publishedAt: m.publishedAt,
  updatedAt: m.updatedAt,
  dishes: sql<number>`(select count(*)::int ${ofMenu})`,
  days: sql<number>`(select count(distinct ${md.day})::int ${ofMenu})`,
};
const WEEK_LIST = selectList(WEEK);

/** A menu of the school by id, or null. */
export async function menuById(db: Runner, schoolId: number, id: number): Promise<MenuHead | null> {
  return headWhere(db, and(eq(menus.schoolId, schoolId), eq(menus.id, id)));
}

/** The school's weeks, newest first, with how many dishes and days each has. */
export function listWeeks(db: Db, schoolId: number, q: { pageNum: number; pageSize: number }) {
  return pagedQuery<RowOf<typeof WEEK>>(db, {
    select: sql`select ${WEEK_LIST}, count(*) over () as total
      from ${menus} m where ${m.schoolId} = ${schoolId} order by ${m.weekStart} desc`,
    count: sql`select count(*) as n from ${menus} m where ${m.schoolId} = ${schoolId}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

/** A menu's days × meals × dishes, each dish with its nutrients and warnings. */
export async function weekOf(db: Db, schoolId: number, head: MenuHead): Promise<WeekView> {
  const t = dishRows;
  // a bigint array is not decoded: its ids come as strings
  const r = await db
    .select({ day: t.day, meal: t.meal, dishIds: sql<(number | string)[]>`array_agg(${t.dishId} order by ${t.seq})` })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.menuId, head.id)))
    .groupBy(t.day, t.meal)
    .orderBy(asc(t.day), asc(t.meal));
  const dishes = await menuDishes(
    db,
    schoolId,
    r.flatMap((s) => s.dishIds.map(Number)),
  );
  return {
    ...head,
    slots: r.map((s) => ({ day: s.day, meal: s.meal, dishes: s.dishIds.map((id) => dishes.get(Number(id))!).filter(Boolean) })),
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
  const head = await headWhere(db, and(eq(menus.schoolId, schoolId), eq(menus.weekStart, q.weekStart)));
  if (head) return weekOf(db, schoolId, head);
  return { id: null, weekStart: q.weekStart, title: null, notes: null, publishedAt: null, updatedAt: null, slots: [] };
}

/** The published week holding `day` (Saturday and Sunday read their own week), or null. */
export async function currentWeek(db: Db, schoolId: number, day: string): Promise<WeekView | null> {
  const head = await headWhere(
    db,
    and(eq(menus.schoolId, schoolId), isNotNull(menus.publishedAt), sql`${menus.weekStart} = date_trunc('week', ${day}::date)::date`),
  );
  return head ? weekOf(db, schoolId, head) : null;
}
