import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { anyId, classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examPlanClasses, grades, inspectItems, inspectRecords, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

/** Grade and class options of the health pages, and the class or child a filter names: always within the caller's range. */

export type Runner = Pick<Db, 'execute' | 'select'>;

const g = grades;
const c = classes;

/** Grades holding an active class of the range, in level order. */
export async function gradeOptions(db: Runner, schoolId: number, range: number[] | null) {
  const k = alias(classes, 'k');
  const hasClass = new QueryBuilder()
    .select({ one: sql`1` })
    .from(k)
    .where(and(eq(k.schoolId, g.schoolId), eq(k.gradeId, g.id), eq(k.status, 1), inRange(sql`${k.id}`, range)));
  return db
    .select({ id: g.id, name: g.name, level: g.level })
    .from(g)
    .where(and(eq(g.schoolId, schoolId), exists(hasClass)))
    .orderBy(asc(g.level), asc(g.sort), asc(g.id));
}

/** Active classes of the range, optionally of one grade, in grade then class order. */
export async function classOptions(db: Runner, schoolId: number, range: number[] | null, gradeId?: number) {
  return db
    .select({ id: c.id, name: c.name, gradeId: c.gradeId, gradeName: g.name })
    .from(c)
    .innerJoin(g, and(eq(g.schoolId, c.schoolId), eq(g.id, c.gradeId)))
    .where(and(eq(c.schoolId, schoolId), eq(c.status, 1), inRange(sql`${c.id}`, range), gradeId ? eq(c.gradeId, gradeId) : undefined))
    .orderBy(asc(g.level), asc(g.sort), asc(c.sort), asc(c.id));
}

const pc = alias(examPlanClasses, 'pc');
const pcClass = alias(classes, 'c');
const pcGrade = alias(grades, 'g');
const PLAN_CLASS = {
  id: pcClass.id,
  name: pcClass.name,
  gradeId: pcClass.gradeId,
  gradeName: pcGrade.name,
  // int4, so the driver reads the array as numbers
  planIds: sql<number[]>`array_agg(${pc.planId}::int order by ${pc.planId})`,
};
const PLAN_CLASS_LIST = selectList(PLAN_CLASS);

/** Classes of the range that any of the exam plans measure, graduated ones too, each with the plans naming it. */
export async function classesOfPlans(db: Runner, schoolId: number, range: number[] | null, planIds: readonly number[]) {
  const [k, gr] = [pcClass, pcGrade];
  return preparedRows<RowOf<typeof PLAN_CLASS>>(
    db,
    sql`select ${PLAN_CLASS_LIST}
    from ${examPlanClasses} pc
    join ${classes} c on ${k.schoolId} = ${pc.schoolId} and ${k.id} = ${pc.classId}
    join ${grades} g on ${gr.schoolId} = ${k.schoolId} and ${gr.id} = ${k.gradeId}
    where ${pc.schoolId} = ${schoolId} and ${pc.planId} = ${anyId(planIds)} and ${inRange(sql`${k.id}`, range)}
    group by ${k.id}, ${k.name}, ${k.gradeId}, ${gr.name}, ${gr.level}, ${gr.sort}, ${k.sort}
    order by ${gr.level}, ${gr.sort}, ${k.sort}, ${k.id}`,
  );
}

/** A class of the school within the range (a graduated one too: its past records stay readable); anything else is common-0405. */
export async function seenClass(db: Runner, schoolId: number, range: number[] | null, id: number) {
  if (!classInRange(range, id)) throw notFound();
  const [row] = await db
    .select({ id: c.id, name: c.name })
    .from(c)
    .where(and(eq(c.schoolId, schoolId), eq(c.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * A child of the school whose present class is within the range; a teacher cannot read a
 * child of another class (common-0405, as for a child of another school).
 */
export async function seenChild(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const s = students;
  const [child] = await db
    .select({ id: s.id, name: s.name, classId: s.classId, className: c.name })
    .from(s)
    .leftJoin(c, and(eq(c.schoolId, s.schoolId), eq(c.id, s.classId)))
    .where(and(eq(s.schoolId, schoolId), eq(s.id, id)));
  if (!child || (range !== null && !classInRange(range, child.classId))) throw notFound();
  return child;
}

const r = alias(inspectRecords, 'r');
const i = alias(inspectItems, 'i');
/** The findings of a record `r` with their item names, as [{itemId, itemName, finding}]. */
export const findingsOf = sql`coalesce((select jsonb_agg(jsonb_build_object('itemId', (f->>'itemId')::bigint,
    'itemName', coalesce(${i.name}, ''), 'finding', coalesce(f->>'finding', '')) order by ord)
  from jsonb_array_elements(${r.findings}) with ordinality as x(f, ord)
  left join ${inspectItems} i on ${i.schoolId} = ${r.schoolId} and ${i.id} = (f->>'itemId')::bigint), '[]'::jsonb)`;
