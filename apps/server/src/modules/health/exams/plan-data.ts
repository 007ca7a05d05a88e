import type { PlanRow } from '@kg/shared/modules/health/exams/exam-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { idArray, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

export type Runner = Pick<Db, 'execute'>;

/** A plan's columns with its term's name, from `p` (exam_plans). */
const PLAN_COLUMNS = sql`p.id::int, p.name, p.term_id::int as "termId",
  t.school_year as "termYear", t.term_type::int as "termType",
  p.starts_on::text as "startDay", p.ends_on::text as "endDay", p.items`;
const PLAN_FROM = sql`exam_plans p left join school_terms t on t.school_id = p.school_id and t.id = p.term_id`;

/** A plan's classes and its progress: children in school in its classes, and those with a record. */
const PLAN_EXTRAS = sql`
  coalesce((select json_agg(json_build_object('id', c.id::int, 'name', c.name) order by c.sort, c.id)
    from exam_plan_classes pc join classes c on c.school_id = pc.school_id and c.id = pc.class_id
    where pc.school_id = p.school_id and pc.plan_id = p.id), '[]') as classes,
  (select count(*)::int from exam_records r where r.school_id = p.school_id and r.plan_id = p.id) as measured,
  (select count(*)::int from students st join exam_plan_classes pc on pc.school_id = st.school_id and pc.class_id = st.class_id
    where pc.school_id = p.school_id and pc.plan_id = p.id and st.status = 1) as expected,
  p.created_at as "createdAt"`;

const NEWEST = sql`p.starts_on desc, p.id desc`;

/** A plan that touches one of the caller's classes (null: the whole school). */
const touchesRange = (range: number[] | null) =>
  range === null
    ? sql`true`
    : sql`exists (select 1 from exam_plan_classes pc where pc.school_id = p.school_id and pc.plan_id = p.id and ${inRange(sql`pc.class_id`, range)})`;

export function listPlans(db: Db, schoolId: number, q: { pageNum: number; pageSize: number; name?: string; termId?: number }) {
  const where = sql`p.school_id = ${schoolId}
    ${q.name ? sql`and p.name ilike ${containsPattern(q.name)}` : sql``}
    ${q.termId ? sql`and p.term_id = ${q.termId}` : sql``}`;
  return pagedQuery<PlanRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from exam_plans p where ${where}`,
    select: (cut) => sql`with pg as (select p.*, count(*) over () as total from exam_plans p where ${where} order by ${NEWEST} ${cut})
      select ${PLAN_COLUMNS}, ${PLAN_EXTRAS}, p.total from pg p left join school_terms t on t.school_id = p.school_id and t.id = p.term_id
      order by ${NEWEST}`,
  });
}

/** One plan of the school (null when it is not the school's). */
export async function findPlan(db: Runner, schoolId: number, id: number) {
  const r = await db.execute<PlanRow>(
    sql`select ${PLAN_COLUMNS}, ${PLAN_EXTRAS} from ${PLAN_FROM} where p.school_id = ${schoolId} and p.id = ${id}`,
  );
  return r.rows[0] ?? null;
}

/** Which of a plan's classes and items already have records: what an update may not take away. */
export async function recordedParts(db: Runner, schoolId: number, planId: number) {
  const r = await db.execute<{ classes: number[] | null; items: string[] | null }>(sql`select
    (select array_agg(distinct class_id::int) from exam_records where school_id = ${schoolId} and plan_id = ${planId}) as classes,
    (select array_agg(distinct k) from exam_records r, lateral (
       select 'height' as k where r.height_cm is not null union all select 'weight' where r.weight_kg is not null
       union all select 'head' where r.head_cm is not null union all select jsonb_object_keys(r.extra)) x
     where r.school_id = ${schoolId} and r.plan_id = ${planId}) as items`);
  return { classes: r.rows[0].classes ?? [], items: r.rows[0].items ?? [] };
}

/** Plans as options (newest first), those touching a class or a term, and the caller's classes. */
export async function planOptions(db: Runner, schoolId: number, range: number[] | null, f: { clazzId?: number; termId?: number }) {
  const byClass = f.clazzId
    ? sql`and exists (select 1 from exam_plan_classes pc where pc.school_id = p.school_id and pc.plan_id = p.id and pc.class_id = ${f.clazzId})`
    : sql``;
  const r = await db.execute(sql`select ${PLAN_COLUMNS} from ${PLAN_FROM}
    where p.school_id = ${schoolId} and ${touchesRange(range)} ${byClass} ${f.termId ? sql`and p.term_id = ${f.termId}` : sql``}
    order by ${NEWEST} limit 500`);
  return r.rows as Omit<PlanRow, 'classes' | 'measured' | 'expected' | 'createdAt'>[];
}

/** The school's active classes among `ids`: any other id (another school's, graduated, unknown) is missing. */
export async function activeClasses(db: Runner, schoolId: number, ids: number[]): Promise<number[]> {
  const r = await db.execute<{ id: number }>(
    sql`select id::int from classes where school_id = ${schoolId} and status = 1 and id = any(${idArray(ids)})`,
  );
  return r.rows.map((x) => x.id);
}

export const termExists = async (db: Runner, schoolId: number, id: number) =>
  (await db.execute(sql`select 1 from school_terms where school_id = ${schoolId} and id = ${id}`)).rows.length > 0;

/** Records of a plan measured outside [start, end]. */
export const recordsOutside = async (db: Runner, schoolId: number, planId: number, start: string, end: string) =>
  (
    await db.execute(sql`select 1 from exam_records where school_id = ${schoolId} and plan_id = ${planId}
      and (measured_on < ${start}::date or measured_on > ${end}::date) limit 1`)
  ).rows.length > 0;

export const planWhere = (schoolId: number, id: number): SQL => sql`school_id = ${schoolId} and id = ${id}`;
