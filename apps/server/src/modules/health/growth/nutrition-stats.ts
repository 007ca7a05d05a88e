import { AGE_BANDS, type Prevalence, STATUS_FILTERS } from '@kg/shared/modules/health/growth/growth-schemas';
import { GROWTH_STATUSES, type GrowthStatus } from '@kg/shared/modules/health/growth/growth-vocab';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examPlans, examRecords } from '../../../db/schema/index.ts';
import { type Field, type RowOf, selectList } from '../../../db/select-list.ts';
import { ASSESSED, e, planOf, recordWhere } from './nutrition-data.ts';

type Runner = Pick<Db, 'execute' | 'select'>;
type Counts = RowOf<typeof COUNTS>;

const c = alias(classes, 'c');
const p = alias(examPlans, 'p');
/** Per group: children assessed and each status's count (status names are our constants, never input). */
const COUNTS = {
  assessed: sql<number>`count(*) filter (where ${ASSESSED})::int`,
  ...(Object.fromEntries(
    GROWTH_STATUSES.map((s) => [s, sql<number>`count(*) filter (where ${s}::text = any(${e.statuses}))::int`]),
  ) as Record<GrowthStatus, SQL<number>>),
  normal: sql<number>`count(*) filter (where ${ASSESSED} and cardinality(${e.statuses}) = 0)::int`,
};

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

async function grouped<K extends Record<string, Field>>(db: Runner, keys: K, where: SQL, groupBy: SQL) {
  const fields = { ...keys, ...COUNTS };
  return preparedRows<RowOf<typeof fields>>(db, sql`select ${selectList(fields)} from ${examRecords} e where ${where} group by ${groupBy}`);
}

/** Age in whole years at measurement (365.25-day years), held to the bands 2–3 … 6–7: every measured child falls in one. */
const YEARS = sql<number>`least(greatest(floor(${e.ageDays} / 365.25)::int, 2), 6)`;

export async function ageStatistic(db: Runner, schoolId: number, range: number[] | null, q: { planId: number; clazzId?: number }) {
  await planOf(db, schoolId, q.planId);
  const rows = await grouped(db, { years: YEARS, sex: e.sex }, recordWhere(schoolId, range, q), sql`1, 2`);
  return AGE_BANDS.flatMap((band, n) =>
    (['M', 'F'] as const).map((sex) => {
      const hit = rows.find((r) => r.years === n + 2 && r.sex === sex);
      return { band, sex, ...toPrevalence(hit ?? zeroCounts()) };
    }),
  );
}

const zeroCounts = (): Counts => Object.fromEntries(['assessed', ...STATUS_FILTERS].map((k) => [k, 0])) as Counts;

const YEAR = {
  planId: p.id,
  planName: p.name,
  startsOn: p.startsOn,
  year: sql<number>`(extract(year from ${p.startsOn}) - case when extract(month from ${p.startsOn}) < 9 then 1 else 0 end)::int`,
  ...COUNTS,
};
const YEAR_LIST = selectList(YEAR);

/** Each plan's figures grouped by school year (September to August of its start), newest first. */
export async function yearStatistic(db: Runner, schoolId: number, range: number[] | null, q: { clazzId?: number }) {
  const rows = await preparedRows<RowOf<typeof YEAR>>(
    db,
    sql`select ${YEAR_LIST}
    from ${examPlans} p join ${examRecords} e on ${e.schoolId} = ${p.schoolId} and ${e.planId} = ${p.id}
      and ${inRange(sql`${e.classId}`, range)} ${q.clazzId ? sql`and ${e.classId} = ${q.clazzId}` : sql``}
    where ${p.schoolId} = ${schoolId} group by ${p.schoolId}, ${p.id} order by ${p.startsOn} desc, ${p.id} desc`,
  );
  const years = new Map<number, { year: number; plans: ({ planId: number; planName: string; startsOn: string } & Prevalence)[] }>();
  for (const row of rows) {
    const y = years.get(row.year) ?? { year: row.year, plans: [] };
    years.set(row.year, y);
    y.plans.push({ planId: row.planId, planName: row.planName, startsOn: row.startsOn, ...toPrevalence(row) });
  }
  return [...years.values()];
}

const CLASS = { clazzId: e.classId, clazzName: sql<string | null>`min(${c.name})`, ...COUNTS };
const CLASS_LIST = selectList(CLASS);

/** A plan's figures per class, in class order (the end-of-term count). */
export async function classStatistic(db: Runner, schoolId: number, range: number[] | null, q: { planId: number; clazzId?: number }) {
  await planOf(db, schoolId, q.planId);
  const rows = await preparedRows<RowOf<typeof CLASS>>(
    db,
    sql`select ${CLASS_LIST} from ${examRecords} e left join ${classes} c on ${c.schoolId} = ${e.schoolId} and ${c.id} = ${e.classId}
    where ${recordWhere(schoolId, range, q)} group by ${e.classId} order by min(${c.sort}), ${e.classId}`,
  );
  return rows.map(({ clazzId, clazzName, ...n }) => ({ clazzId, clazzName, ...toPrevalence(n) }));
}

/** The plan compared by default: the one the plan names, else the school's plan that started before it. */
async function defaultCompare(db: Runner, schoolId: number, plan: { id: number; startsOn: string; comparePlanId: number | null }) {
  if (plan.comparePlanId) return plan.comparePlanId;
  const [row] = await db
    .select({ id: examPlans.id })
    .from(examPlans)
    .where(and(eq(examPlans.schoolId, schoolId), sql`(${examPlans.startsOn}, ${examPlans.id}) < (${plan.startsOn}::date, ${plan.id})`))
    .orderBy(desc(examPlans.startsOn), desc(examPlans.id))
    .limit(1);
  return row?.id ?? null;
}

/** Two plans side by side, overall and per class (classes of either plan within the caller's range). */
export async function planCompare(db: Runner, schoolId: number, range: number[] | null, q: { planId: number; comparePlanId?: number }) {
  if (q.comparePlanId === q.planId) throw new AppError('health-0701', { field: 'comparePlanId' });
  const plan = await planOf(db, schoolId, q.planId);
  const otherId = q.comparePlanId ?? (await defaultCompare(db, schoolId, plan));
  const other = otherId ? await planOf(db, schoolId, otherId) : null;
  const overall = async (planId: number) =>
    toPrevalence((await grouped(db, { one: sql<number>`1` }, recordWhere(schoolId, range, { planId }), sql`1`))[0] ?? zeroCounts());
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
