import { and, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examPlanClasses, examPlans, examRecords } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

export type Runner = Pick<Db, 'execute' | 'select'>;

const p = alias(examPlans, 'p');
const HEAD = { id: p.id, name: p.name, startDay: p.startsOn, endDay: p.endsOn };
export type PlanHead = RowOf<typeof HEAD>;

const x = alias(examPlanClasses, 'x');
/** A plan the caller sees: one of the school's that measures at least one class of the caller's range. */
const visible = (range: number[] | null) =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(x)
      .where(and(eq(x.schoolId, p.schoolId), eq(x.planId, p.id), inRange(sql`${x.classId}`, range))),
  );

/** One plan of the school the caller sees; anything else is "not found". */
export async function planOf(db: Runner, schoolId: number, range: number[] | null, planId: number): Promise<PlanHead> {
  const [plan] = await db
    .select(HEAD)
    .from(p)
    .where(and(eq(p.schoolId, schoolId), eq(p.id, planId), visible(range)));
  if (!plan) throw notFound();
  return plan;
}

/** The school's latest plan the caller sees (by start day), or null when there is none. */
export async function latestPlan(db: Runner, schoolId: number, range: number[] | null): Promise<PlanHead | null> {
  const [plan] = await db
    .select(HEAD)
    .from(p)
    .where(and(eq(p.schoolId, schoolId), visible(range)))
    .orderBy(desc(p.startsOn), desc(p.id))
    .limit(1);
  return plan ?? null;
}

const pc = alias(examPlanClasses, 'pc');
const c = alias(classes, 'c');
const r = alias(examRecords, 'r');
const planFields = (range: number[] | null) => ({
  ...HEAD,
  classes: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', ${c.id}, 'name', ${c.name})
      order by ${c.status}, ${c.sort}, ${c.id})
    from ${examPlanClasses} pc join ${classes} c on ${c.schoolId} = ${pc.schoolId} and ${c.id} = ${pc.classId}
    where ${pc.schoolId} = ${p.schoolId} and ${pc.planId} = ${p.id} and ${inRange(sql`${pc.classId}`, range)}), '[]')`,
  records: sql<number>`(select count(*)::int from ${examRecords} r where ${r.schoolId} = ${p.schoolId} and ${r.planId} = ${p.id}
    and ${inRange(sql`${r.classId}`, range)})`,
});

/** Plans the caller sees, latest first, with their classes of the range and how many records those hold. */
export async function statPlans(db: Runner, schoolId: number, range: number[] | null, clazzId?: number) {
  const y = alias(examPlanClasses, 'y');
  const cls: SQL = clazzId
    ? sql`and exists (select 1 from ${examPlanClasses} y where ${y.schoolId} = ${p.schoolId} and ${y.planId} = ${p.id} and ${y.classId} = ${clazzId})`
    : sql``;
  const fields = planFields(range);
  const rows = await preparedRows<RowOf<typeof fields>>(
    db,
    sql`select ${selectList(fields)} from ${examPlans} p where ${p.schoolId} = ${schoolId} and ${visible(range)} ${cls}
    order by ${p.startsOn} desc, ${p.id} desc`,
  );
  return rows.map((row) => ({ ...row, classes: row.classes.map((k) => ({ id: Number(k.id), name: k.name })) }));
}
