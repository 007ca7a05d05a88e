import type { GrowthStatus } from '@kg/shared/modules/health/growth/growth-vocab';
import type { GrowthRow } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { latestPlan, planOf, type Runner } from './stat-plans.ts';

export interface GrowthFilter {
  planId?: number;
  clazzId?: number;
  status?: GrowthStatus;
  name?: string;
}

/** A record's figures as the growth list and reports show them; BMI from the stored height and weight. */
export const RECORD_COLUMNS = sql`r.student_id as "studentId", st.name, st.gender, r.class_id as "clazzId", c.name as "clazzName",
  r.measured_on::text as "measuredOn", r.age_days as "ageDays", r.height_cm::float8 as "heightCm", r.weight_kg::float8 as "weightKg",
  case when r.height_cm > 0 and r.weight_kg is not null then round((r.weight_kg / (r.height_cm / 100) ^ 2)::numeric, 1)::float8 end as bmi,
  r.waz, r.haz, r.whz, r.baz, r.statuses, r.oedema`;
export const RECORD_FROM = sql`exam_records r join students st on st.school_id = r.school_id and st.id = r.student_id
  left join classes c on c.school_id = r.school_id and c.id = r.class_id`;
export const RECORD_ORDER = sql`c.sort, r.class_id, st.name, r.student_id`;

/** The plan a list reads: the one named (404 when not the caller's), else the school's latest (null: none yet). */
export async function listPlanId(db: Runner, schoolId: number, range: number[] | null, planId?: number) {
  if (planId) return (await planOf(db, schoolId, range, planId)).id;
  return (await latestPlan(db, schoolId, range))?.id ?? null;
}

/** The records of a plan within the caller's classes, narrowed by class, status and name. */
export function recordWhere(schoolId: number, range: number[] | null, planId: number, f: GrowthFilter): SQL {
  return sql`r.school_id = ${schoolId} and r.plan_id = ${planId} and ${inRange(sql`r.class_id`, range)}
    ${f.clazzId ? sql`and r.class_id = ${f.clazzId}` : sql``}
    ${f.status ? sql`and ${f.status} = any(r.statuses)` : sql``}
    ${f.name ? sql`and st.name ilike ${containsPattern(f.name)}` : sql``}`;
}

export async function listGrowth(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: GrowthFilter & { pageNum: number; pageSize: number },
) {
  const planId = await listPlanId(db, schoolId, range, q.planId);
  if (planId === null) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const where = recordWhere(schoolId, range, planId, q);
  return pagedQuery<GrowthRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${RECORD_FROM} where ${where}`,
    select: sql`select ${RECORD_COLUMNS}, count(*) over () as total from ${RECORD_FROM} where ${where} order by ${RECORD_ORDER}`,
  });
}

export async function countGrowth(db: Runner, schoolId: number, range: number[] | null, f: GrowthFilter) {
  const planId = await listPlanId(db, schoolId, range, f.planId);
  if (planId === null) return 0;
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${RECORD_FROM} where ${recordWhere(schoolId, range, planId, f)}`,
  );
  return r.rows[0].n;
}

/** Every record of the list in order, a batch at a time (the export). */
export async function* allGrowth(db: Runner, schoolId: number, range: number[] | null, f: GrowthFilter, batch = 1000) {
  const planId = await listPlanId(db, schoolId, range, f.planId);
  if (planId === null) return;
  const where = recordWhere(schoolId, range, planId, f);
  for (let offset = 0; ; offset += batch) {
    const r = await db.execute<GrowthRow>(
      sql`select ${RECORD_COLUMNS} from ${RECORD_FROM} where ${where} order by ${RECORD_ORDER} limit ${batch} offset ${offset}`,
    );
    yield* r.rows;
    if (r.rows.length < batch) return;
  }
}
