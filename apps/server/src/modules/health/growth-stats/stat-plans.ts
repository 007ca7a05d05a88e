import { type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

export type Runner = Pick<Db, 'execute'>;

export type PlanHead = {
  id: number;
  name: string;
  startDay: string;
  endDay: string;
};

const HEAD = sql`p.id, p.name, p.starts_on::text as "startDay", p.ends_on::text as "endDay"`;
/** A plan the caller sees: one of the school's that measures at least one class of the caller's range. */
const visible = (range: number[] | null) => sql`exists (select 1 from exam_plan_classes x
  where x.school_id = p.school_id and x.plan_id = p.id and ${inRange(sql`x.class_id`, range)})`;

/** One plan of the school the caller sees; anything else is "not found". */
export async function planOf(db: Runner, schoolId: number, range: number[] | null, planId: number): Promise<PlanHead> {
  const r = await db.execute<PlanHead>(
    sql`select ${HEAD} from exam_plans p where p.school_id = ${schoolId} and p.id = ${planId} and ${visible(range)}`,
  );
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

/** The school's latest plan the caller sees (by start day), or null when there is none. */
export async function latestPlan(db: Runner, schoolId: number, range: number[] | null): Promise<PlanHead | null> {
  const r = await db.execute<PlanHead>(sql`select ${HEAD} from exam_plans p where p.school_id = ${schoolId} and ${visible(range)}
    order by p.starts_on desc, p.id desc limit 1`);
  return r.rows[0] ?? null;
}

/** Plans the caller sees, latest first, with their classes of the range and how many records those hold. */
export async function statPlans(db: Runner, schoolId: number, range: number[] | null, clazzId?: number) {
  const cls: SQL = clazzId
    ? sql`and exists (select 1 from exam_plan_classes y where y.school_id = p.school_id and y.plan_id = p.id and y.class_id = ${clazzId})`
    : sql``;
  const r = await db.execute<PlanHead & { classes: { id: number; name: string }[]; records: number }>(sql`
    select ${HEAD},
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.status, c.sort, c.id)
        from exam_plan_classes pc join classes c on c.school_id = pc.school_id and c.id = pc.class_id
        where pc.school_id = p.school_id and pc.plan_id = p.id and ${inRange(sql`pc.class_id`, range)}), '[]') as classes,
      (select count(*)::int from exam_records r where r.school_id = p.school_id and r.plan_id = p.id
        and ${inRange(sql`r.class_id`, range)}) as records
    from exam_plans p where p.school_id = ${schoolId} and ${visible(range)} ${cls}
    order by p.starts_on desc, p.id desc`);
  return r.rows.map((p) => ({ ...p, classes: p.classes.map((c) => ({ id: Number(c.id), name: c.name })) }));
}
