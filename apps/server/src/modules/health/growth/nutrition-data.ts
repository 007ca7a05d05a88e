import type { EvaluateFilter, EvaluateRow } from '@kg/shared/modules/health/growth/growth-schemas';
import { STATUS_FILTERS } from '@kg/shared/modules/health/growth/growth-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { visibleChild } from '../records/records-scope.ts';

type Runner = Pick<Db, 'execute'>;

export type PlanHead = {
  id: number;
  name: string;
  startsOn: string;
  comparePlanId: number | null;
};

/** A plan of the school; another school's (or none) is "not found". */
export async function planOf(db: Runner, schoolId: number, planId: number): Promise<PlanHead> {
  const r =
    await db.execute<PlanHead>(sql`select id::int as id, name, starts_on::text as "startsOn", compare_plan_id::int as "comparePlanId"
    from exam_plans where school_id = ${schoolId} and id = ${planId}`);
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

/** Assessed: at least one z-score could be computed. */
export const ASSESSED = sql`coalesce(e.waz, e.haz, e.whz, e.baz) is not null`;

/** Records of a plan within the caller's classes, narrowed by class and status. */
export function recordWhere(schoolId: number, range: number[] | null, f: { planId: number; clazzId?: number; status?: string }): SQL {
  const status = !f.status
    ? sql``
    : f.status === 'normal'
      ? sql`and ${ASSESSED} and cardinality(e.statuses) = 0`
      : sql`and ${f.status}::text = any(e.statuses)`;
  return sql`e.school_id = ${schoolId} and e.plan_id = ${f.planId} and ${inRange(sql`e.class_id`, range)}
    ${f.clazzId ? sql`and e.class_id = ${f.clazzId}` : sql``} ${status}`;
}

const RECORD_COLUMNS = sql`e.measured_on::text as "measuredOn", e.age_days as "ageDays", c.name as "clazzName",
  e.height_cm::float8 as "heightCm", e.weight_kg::float8 as "weightKg", e.waz, e.haz, e.whz, e.baz, e.statuses`;
const CLASS_JOIN = sql`left join classes c on c.school_id = e.school_id and c.id = e.class_id`;

/** A child's records across plans, oldest first (the child must be within the caller's classes). */
export async function childExams(db: Runner, schoolId: number, range: number[] | null, studentId: number) {
  await visibleChild(db, schoolId, range, studentId);
  const r = await db.execute<ChildExam>(sql`select p.id::int as "planId", p.name as "planName", ${RECORD_COLUMNS}
    from exam_records e join exam_plans p on p.school_id = e.school_id and p.id = e.plan_id ${CLASS_JOIN}
    where e.school_id = ${schoolId} and e.student_id = ${studentId} order by e.measured_on, p.id`);
  return r.rows;
}

type ChildExam = Omit<EvaluateRow, 'studentId' | 'name' | 'sex' | 'clazzId'> & { planId: number; planName: string };

const EVALUATE_ORDER = sql`c.sort, e.class_id, st.name, e.student_id`;

/** A page of a plan's measured children with their figures. */
export function evaluatePage(db: Db, schoolId: number, range: number[] | null, q: EvaluateFilter & { pageNum: number; pageSize: number }) {
  const where = recordWhere(schoolId, range, q);
  return pagedQuery<EvaluateRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from exam_records e where ${where}`,
    select: sql`select e.student_id::int as "studentId", st.name, e.sex, e.class_id::int as "clazzId", ${RECORD_COLUMNS},
        count(*) over () as total
      from exam_records e join students st on st.school_id = e.school_id and st.id = e.student_id ${CLASS_JOIN}
      where ${where} order by ${EVALUATE_ORDER}`,
  });
}

export async function evaluateCount(db: Runner, schoolId: number, range: number[] | null, f: EvaluateFilter) {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from exam_records e where ${recordWhere(schoolId, range, f)}`);
  return r.rows[0].n;
}

/** The filters: plans holding one of the caller's classes (all for the whole school), the caller's classes, statuses. */
export async function evaluateOptions(db: Runner, schoolId: number, range: number[] | null) {
  const plans = await db.execute<{ id: number; name: string; startsOn: string; endsOn: string }>(sql`select p.id::int as id, p.name,
      p.starts_on::text as "startsOn", p.ends_on::text as "endsOn" from exam_plans p where p.school_id = ${schoolId}
      ${range === null ? sql`` : sql`and exists (select 1 from exam_plan_classes pc where pc.school_id = p.school_id and pc.plan_id = p.id and ${inRange(sql`pc.class_id`, range)})`}
      order by p.starts_on desc, p.id desc`);
  const classes = await db.execute<{ id: number; name: string }>(sql`select id::int as id, name from classes
      where school_id = ${schoolId} and status = 1 and ${inRange(sql`id`, range)} order by sort, id`);
  return { plans: plans.rows, classes: classes.rows, statuses: [...STATUS_FILTERS] };
}
