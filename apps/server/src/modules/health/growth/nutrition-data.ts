import type { EvaluateFilter, EvaluateRow } from '@kg/shared/modules/health/growth/growth-schemas';
import { STATUS_FILTERS } from '@kg/shared/modules/health/growth/growth-schemas';
import { and, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examPlanClasses, examPlans, examRecords, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { visibleChild } from '../records/records-scope.ts';

type Runner = Pick<Db, 'execute' | 'select'>;

// the records are `e` in every statement of this area (nutrition-stats too)
export const e = alias(examRecords, 'e');
const p = alias(examPlans, 'p');
const c = alias(classes, 'c');
const st = alias(students, 'st');

const PLAN_HEAD = { id: examPlans.id, name: examPlans.name, startsOn: examPlans.startsOn, comparePlanId: examPlans.comparePlanId };
export type PlanHead = RowOf<typeof PLAN_HEAD>;

/** A plan of the school; another school's (or none) is "not found". */
export async function planOf(db: Runner, schoolId: number, planId: number): Promise<PlanHead> {
  const [row] = await db
    .select(PLAN_HEAD)
    .from(examPlans)
    .where(and(eq(examPlans.schoolId, schoolId), eq(examPlans.id, planId)));
  if (!row) throw notFound();
  return row;
}

/** Assessed: at least one z-score could be computed. */
export const ASSESSED = sql`coalesce(${e.waz}, ${e.haz}, ${e.whz}, ${e.baz}) is not null`;

/** Records of a plan within the caller's classes, narrowed by class and status. */
export function recordWhere(schoolId: number, range: number[] | null, f: { planId: number; clazzId?: number; status?: string }): SQL {
  const status = !f.status
    ? sql``
    : f.status === 'normal'
      ? sql`and ${ASSESSED} and cardinality(${e.statuses}) = 0`
      : sql`and ${f.status}::text = any(${e.statuses})`;
  return sql`${e.schoolId} = ${schoolId} and ${e.planId} = ${f.planId} and ${inRange(sql`${e.classId}`, range)}
    ${f.clazzId ? sql`and ${e.classId} = ${f.clazzId}` : sql``} ${status}`;
}

const RECORD = {
  measuredOn: e.measuredOn,
  ageDays: e.ageDays,
  // the class is a left join
  clazzName: sql<string | null>`${c.name}`,
  heightCm: sql<number | null>`${e.heightCm}::float8`,
  weightKg: sql<number | null>`${e.weightKg}::float8`,
  waz: e.waz,
  haz: e.haz,
  whz: e.whz,
  baz: e.baz,
  statuses: sql<EvaluateRow['statuses']>`${e.statuses}`,
};
const CLASS_JOIN = sql`left join ${classes} c on ${c.schoolId} = ${e.schoolId} and ${c.id} = ${e.classId}`;

const CHILD_EXAM = { planId: p.id, planName: p.name, ...RECORD };
const CHILD_EXAM_LIST = selectList(CHILD_EXAM);

/** A child's records across plans, oldest first (the child must be within the caller's classes). */
export async function childExams(db: Runner, schoolId: number, range: number[] | null, studentId: number) {
  await visibleChild(db, schoolId, range, studentId);
  return preparedRows<RowOf<typeof CHILD_EXAM>>(
    db,
    sql`select ${CHILD_EXAM_LIST}
    from ${examRecords} e join ${examPlans} p on ${p.schoolId} = ${e.schoolId} and ${p.id} = ${e.planId} ${CLASS_JOIN}
    where ${e.schoolId} = ${schoolId} and ${e.studentId} = ${studentId} order by ${e.measuredOn}, ${p.id}`,
  );
}

const EVALUATE = {
  studentId: e.studentId,
  name: st.name,
  sex: sql<EvaluateRow['sex']>`${e.sex}`,
  clazzId: e.classId,
  ...RECORD,
};
const EVALUATE_LIST = selectList(EVALUATE);
// the page answers these rows as the shared EvaluateRow: a renamed or retyped column fails here
const asDeclared = (row: RowOf<typeof EVALUATE>): EvaluateRow => row;
const EVALUATE_ORDER = sql`${c.sort}, ${e.classId}, ${st.name}, ${e.studentId}`;
const COUNTED = { n: count() };

/** A page of a plan's measured children with their figures. */
export async function evaluatePage(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: EvaluateFilter & { pageNum: number; pageSize: number },
) {
  const where = recordWhere(schoolId, range, q);
  const page = await pagedQuery<RowOf<typeof EVALUATE>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select ${selectList(COUNTED)} from ${examRecords} e where ${where}`,
    select: sql`select ${EVALUATE_LIST}, count(*) over () as total
      from ${examRecords} e join ${students} st on ${st.schoolId} = ${e.schoolId} and ${st.id} = ${e.studentId} ${CLASS_JOIN}
      where ${where} order by ${EVALUATE_ORDER}`,
  });
  return { ...page, list: page.list.map(asDeclared) };
}

export async function evaluateCount(db: Runner, schoolId: number, range: number[] | null, f: EvaluateFilter) {
  const [row] = await preparedRows<RowOf<typeof COUNTED>>(
    db,
    sql`select ${selectList(COUNTED)} from ${examRecords} e where ${recordWhere(schoolId, range, f)}`,
  );
  return row.n;
}

/** The filters: plans holding one of the caller's classes (all for the whole school), the caller's classes, statuses. */
export async function evaluateOptions(db: Runner, schoolId: number, range: number[] | null) {
  const pc = examPlanClasses;
  const holdsMine =
    range === null
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(pc)
            .where(and(eq(pc.schoolId, p.schoolId), eq(pc.planId, p.id), inRange(sql`${pc.classId}`, range))),
        );
  const plans = await db
    .select({ id: p.id, name: p.name, startsOn: p.startsOn, endsOn: p.endsOn })
    .from(p)
    .where(and(eq(p.schoolId, schoolId), holdsMine))
    .orderBy(desc(p.startsOn), desc(p.id));
  const mine = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1), inRange(sql`${classes.id}`, range)))
    .orderBy(classes.sort, classes.id);
  return { plans, classes: mine, statuses: [...STATUS_FILTERS] };
}
