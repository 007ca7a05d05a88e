import type { ExamItemKey } from '@kg/shared/modules/health/exams/exam-items';
import type { PlanRow } from '@kg/shared/modules/health/exams/exam-schemas';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { anyId, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examPlanClasses, examPlans, examRecords, schoolTerms, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

export type Runner = Pick<Db, 'execute' | 'select'>;

const p = alias(examPlans, 'p');
const t = alias(schoolTerms, 't');
const pc = alias(examPlanClasses, 'pc');
const c = alias(classes, 'c');
const r = alias(examRecords, 'r');
const st = alias(students, 'st');

/** A plan's columns with its term's name (left-joined: a plan may name none), from `p` (exam_plans) and `t`. */
const PLAN = {
  id: p.id,
  name: p.name,
  termId: p.termId,
  termYear: sql<number | null>`${t.schoolYear}`,
  termType: sql<number | null>`${t.termType}`,
  startDay: p.startsOn,
  endDay: p.endsOn,
  items: sql<ExamItemKey[]>`${p.items}`,
};
/** A plan's classes and its progress: children in school in its classes, and those with a record. */
const PLAN_ROW = {
  ...PLAN,
  classes: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', ${c.id}, 'name', ${c.name})
      order by ${c.sort}, ${c.id})
    from ${examPlanClasses} pc join ${classes} c on ${c.schoolId} = ${pc.schoolId} and ${c.id} = ${pc.classId}
    where ${pc.schoolId} = ${p.schoolId} and ${pc.planId} = ${p.id}), '[]')`,
  measured: sql<number>`(select count(*)::int from ${examRecords} r where ${r.schoolId} = ${p.schoolId} and ${r.planId} = ${p.id})`,
  expected: sql<number>`(select count(*)::int from ${students} st
    join ${examPlanClasses} pc on ${pc.schoolId} = ${st.schoolId} and ${pc.classId} = ${st.classId}
    where ${pc.schoolId} = ${p.schoolId} and ${pc.planId} = ${p.id} and ${st.status} = 1)`,
  createdAt: p.createdAt,
};
// the plan calls answer these rows as the shared PlanRow: a renamed or retyped column fails here
type Row = RowOf<typeof PLAN_ROW>;
const asPlanRow = (row: Row): PlanRow => row;
const PLAN_LIST = selectList(PLAN);
const PLAN_ROW_LIST = selectList(PLAN_ROW);
const TERM_JOIN = sql`left join ${schoolTerms} t on ${t.schoolId} = ${p.schoolId} and ${t.id} = ${p.termId}`;

const NEWEST = sql`${p.startsOn} desc, ${p.id} desc`;

/** A plan that touches one of the caller's classes (null: the whole school). */
const touchesRange = (range: number[] | null) =>
  range === null
    ? sql`true`
    : sql`exists (select 1 from ${examPlanClasses} pc where ${pc.schoolId} = ${p.schoolId} and ${pc.planId} = ${p.id}
      and ${inRange(sql`${pc.classId}`, range)})`;

export function listPlans(db: Db, schoolId: number, q: { pageNum: number; pageSize: number; name?: string; termId?: number }) {
  const where = sql`${p.schoolId} = ${schoolId}
    ${q.name ? sql`and ${p.name} ilike ${containsPattern(q.name)}` : sql``}
    ${q.termId ? sql`and ${p.termId} = ${q.termId}` : sql``}`;
  return pagedQuery<Row>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${examPlans} p where ${where}`,
    select: (cut) => sql`with pg as (select p.*, count(*) over () as total from ${examPlans} p where ${where} order by ${NEWEST} ${cut})
      select ${PLAN_ROW_LIST}, p.total from pg p ${TERM_JOIN} order by ${NEWEST}`,
  });
}

/** One plan of the school (null when it is not the school's). */
export async function findPlan(db: Runner, schoolId: number, id: number): Promise<PlanRow | null> {
  const [row] = await preparedRows<Row>(
    db,
    sql`select ${PLAN_ROW_LIST} from ${examPlans} p ${TERM_JOIN} where ${p.schoolId} = ${schoolId} and ${p.id} = ${id}`,
  );
  return row ? asPlanRow(row) : null;
}

/** Which of a plan's classes and items already have records: what an update may not take away. */
export async function recordedParts(db: Runner, schoolId: number, planId: number) {
  const mine = sql`${r.schoolId} = ${schoolId} and ${r.planId} = ${planId}`;
  const fields = {
    classes: sql<number[] | null>`(select array_agg(distinct ${r.classId}::int) from ${examRecords} r where ${mine})`,
    items: sql<string[] | null>`(select array_agg(distinct k) from ${examRecords} r, lateral (
       select 'height' as k where ${r.heightCm} is not null union all select 'weight' where ${r.weightKg} is not null
       union all select 'head' where ${r.headCm} is not null union all select jsonb_object_keys(${r.extra})) x
     where ${mine})`,
  };
  const [row] = await preparedRows<RowOf<typeof fields>>(db, sql`select ${selectList(fields)}`);
  return { classes: row.classes ?? [], items: row.items ?? [] };
}

/** Plans as options (newest first), those touching a class or a term, and the caller's classes. */
export async function planOptions(db: Runner, schoolId: number, range: number[] | null, f: { clazzId?: number; termId?: number }) {
  const byClass = f.clazzId
    ? sql`and exists (select 1 from ${examPlanClasses} pc where ${pc.schoolId} = ${p.schoolId} and ${pc.planId} = ${p.id}
      and ${pc.classId} = ${f.clazzId})`
    : sql``;
  return preparedRows<RowOf<typeof PLAN>>(
    db,
    sql`select ${PLAN_LIST} from ${examPlans} p ${TERM_JOIN}
    where ${p.schoolId} = ${schoolId} and ${touchesRange(range)} ${byClass} ${f.termId ? sql`and ${p.termId} = ${f.termId}` : sql``}
    order by ${NEWEST} limit 500`,
  );
}

/** The school's active classes among `ids`: any other id (another school's, graduated, unknown) is missing. */
export async function activeClasses(db: Runner, schoolId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1), sql`${classes.id} = ${anyId(ids)}`));
  return rows.map((x) => x.id);
}

export const termExists = async (db: Runner, schoolId: number, id: number) =>
  (
    await db
      .select({ id: schoolTerms.id })
      .from(schoolTerms)
      .where(and(eq(schoolTerms.schoolId, schoolId), eq(schoolTerms.id, id)))
  ).length > 0;

/** Records of a plan measured outside [start, end]. */
export const recordsOutside = async (db: Runner, schoolId: number, planId: number, start: string, end: string) => {
  const x = examRecords;
  const rows = await db
    .select({ one: sql`1` })
    .from(x)
    .where(and(eq(x.schoolId, schoolId), eq(x.planId, planId), or(lt(x.measuredOn, start), gt(x.measuredOn, end))))
    .limit(1);
  return rows.length > 0;
};
