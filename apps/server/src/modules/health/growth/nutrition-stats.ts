import { AGE_BANDS, type Prevalence, STATUS_FILTERS } from '@kg/shared/modules/health/growth/growth-schemas';
import { GROWTH_STATUSES } from '@kg/shared/modules/health/growth/growth-vocab';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { planOf, recordWhere } from './nutrition-data.ts';

type Runner = Pick<Db, 'execute'>;
type Counts = { assessed: number } & Record<string, number>;

/** Per group: children assessed and each status's count (status names are our constants, never input). */
const COUNTS = sql.raw(
  [
    `count(*) filter (where coalesce(e.waz, e.haz, e.whz, e.baz) is not null)::int as assessed`,
    ...GROWTH_STATUSES.map((s) => `count(*) filter (where '${s}' = any(e.statuses))::int as "${s}"`),
    `count(*) filter (where coalesce(e.waz, e.haz, e.whz, e.baz) is not null and cardinality(e.statuses) = 0)::int as normal`,
  ].join(', '),
);

/** Counts as prevalence: % of the assessed, one decimal. */
export function toPrevalence(c: Counts): Prevalence {
  return {
    assessed: c.assessed,
    statuses: STATUS_FILTERS.map((status) => ({
      status,
      count: c[status],
      rate: c.assessed ? Math.round((c[status] * 1000) / c.assessed) / 10 : 0,
    })),
  };
}

async function grouped<K extends Record<string, unknown>>(db: Runner, keys: SQL, where: SQL, groupBy: SQL) {
  const r = await db.execute<K & Counts>(sql`select ${keys}, ${COUNTS} from exam_records e where ${where} group by ${groupBy}`);
  return r.rows;
}

/** Age in whole years at measurement (365.25-day years), held to the bands 2–3 … 6–7: every measured child falls in one. */
const YEARS = sql`least(greatest(floor(e.age_days / 365.25)::int, 2), 6)`;

export async function ageStatistic(db: Runner, schoolId: number, range: number[] | null, q: { planId: number; clazzId?: number }) {
  await planOf(db, schoolId, q.planId);
  const rows = await grouped<{ years: number; sex: 'M' | 'F' }>(
    db,
    sql`${YEARS} as years, e.sex`,
    recordWhere(schoolId, range, q),
    sql`1, 2`,
  );
  return AGE_BANDS.flatMap((band, n) =>
    (['M', 'F'] as const).map((sex) => {
      const hit = rows.find((r) => r.years === n + 2 && r.sex === sex);
      return { band, sex, ...toPrevalence(hit ?? zeroCounts()) };
    }),
  );
}

const zeroCounts = (): Counts => Object.fromEntries(['assessed', ...STATUS_FILTERS].map((k) => [k, 0])) as Counts;

/** Each plan's figures grouped by school year (September to August of its start), newest first. */
export async function yearStatistic(db: Runner, schoolId: number, range: number[] | null, q: { clazzId?: number }) {
  const r = await db.execute<{ planId: number; planName: string; startsOn: string; year: number } & Counts>(sql`
    select p.id::int as "planId", p.name as "planName", p.starts_on::text as "startsOn",
      (extract(year from p.starts_on) - case when extract(month from p.starts_on) < 9 then 1 else 0 end)::int as year, ${COUNTS}
    from exam_plans p join exam_records e on e.school_id = p.school_id and e.plan_id = p.id
      and ${inRange(sql`e.class_id`, range)} ${q.clazzId ? sql`and e.class_id = ${q.clazzId}` : sql``}
    where p.school_id = ${schoolId} group by p.school_id, p.id order by p.starts_on desc, p.id desc`);
  const years = new Map<number, { year: number; plans: ({ planId: number; planName: string; startsOn: string } & Prevalence)[] }>();
  for (const row of r.rows) {
    const y = years.get(row.year) ?? { year: row.year, plans: [] };
    years.set(row.year, y);
    y.plans.push({ planId: row.planId, planName: row.planName, startsOn: row.startsOn, ...toPrevalence(row) });
  }
  return [...years.values()];
}

/** A plan's figures per class, in class order (the end-of-term count). */
export async function classStatistic(db: Runner, schoolId: number, range: number[] | null, q: { planId: number; clazzId?: number }) {
  await planOf(db, schoolId, q.planId);
  const r = await db.execute<{ clazzId: number; clazzName: string | null } & Counts>(sql`
    select e.class_id::int as "clazzId", min(c.name) as "clazzName", ${COUNTS}
    from exam_records e left join classes c on c.school_id = e.school_id and c.id = e.class_id
    where ${recordWhere(schoolId, range, q)} group by e.class_id order by min(c.sort), e.class_id`);
  return r.rows.map(({ clazzId, clazzName, ...c }) => ({ clazzId, clazzName, ...toPrevalence(c as Counts) }));
}

/** The plan compared by default: the one the plan names, else the school's plan that started before it. */
async function defaultCompare(db: Runner, schoolId: number, plan: { id: number; startsOn: string; comparePlanId: number | null }) {
  if (plan.comparePlanId) return plan.comparePlanId;
  const r = await db.execute<{ id: number }>(sql`select id::int as id from exam_plans where school_id = ${schoolId}
    and (starts_on, id) < (${plan.startsOn}::date, ${plan.id}) order by starts_on desc, id desc limit 1`);
  return r.rows[0]?.id ?? null;
}

/** Two plans side by side, overall and per class (classes of either plan within the caller's range). */
export async function planCompare(db: Runner, schoolId: number, range: number[] | null, q: { planId: number; comparePlanId?: number }) {
  if (q.comparePlanId === q.planId) throw new AppError('health-0701', { field: 'comparePlanId' });
  const plan = await planOf(db, schoolId, q.planId);
  const otherId = q.comparePlanId ?? (await defaultCompare(db, schoolId, plan));
  const other = otherId ? await planOf(db, schoolId, otherId) : null;
  const overall = async (planId: number) =>
    toPrevalence((await grouped(db, sql`1 as one`, recordWhere(schoolId, range, { planId }), sql`1`))[0] ?? zeroCounts());
  const mine = await classStatistic(db, schoolId, range, { planId: plan.id });
  const theirs = other ? await classStatistic(db, schoolId, range, { planId: other.id }) : [];
  const ids = [...new Set([...mine, ...theirs].map((c) => c.clazzId))];
  return {
    plan: { planId: plan.id, planName: plan.name, ...(await overall(plan.id)) },
    compare: other ? { planId: other.id, planName: other.name, ...(await overall(other.id)) } : null,
    classes: ids.map((clazzId) => {
      const a = mine.find((c) => c.clazzId === clazzId);
      const b = theirs.find((c) => c.clazzId === clazzId);
      const pick = (x: typeof a) => (x ? { assessed: x.assessed, statuses: x.statuses } : null);
      return {
        clazzId,
        clazzName: (a ?? b)?.clazzName ?? null,
        plan: pick(a) ?? toPrevalence(zeroCounts()),
        compare: other ? (pick(b) ?? toPrevalence(zeroCounts())) : null,
      };
    }),
  };
}
