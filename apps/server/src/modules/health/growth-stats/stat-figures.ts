import type { StatGroup, StatGrouping, ZBand } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { Z_BANDS } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { inRange } from '../../../core/scope.ts';
import type { Runner } from './stat-plans.ts';

export type Measure = 'height' | 'weight';

/** Each measure with the z-score that speaks for it: height-for-age, weight-for-age. */
const MEASURES: Record<Measure, { value: SQL; z: SQL }> = {
  height: { value: sql`r.height_cm`, z: sql`r.haz` },
  weight: { value: sql`r.weight_kg`, z: sql`r.waz` },
};

/** Completed years at measurement (365.25 days each), as AGE_BANDS names them: from 2 (托班), a younger child in that first band too, so every record has one. */
export const AGE_BAND_SQL = sql`case when r.age_days < 1096 then 'y2' when r.age_days < 1461 then 'y3'
  when r.age_days < 1826 then 'y4' when r.age_days < 2192 then 'y5' else 'over6' end`;

/** The group of a record: its key, the name shown and the order (class sort, grade level, age). */
const GROUPS: Record<StatGrouping, { key: SQL; name: SQL; sort: SQL }> = {
  class: { key: sql`r.class_id::text`, name: sql`c.name`, sort: sql`c.sort::float8 * 1e9 + r.class_id` },
  grade: { key: sql`c.grade_id::text`, name: sql`g.name`, sort: sql`g.level::float8 * 1e9 + c.grade_id` },
  age: { key: AGE_BAND_SQL, name: sql`null::text`, sort: sql`r.age_days::float8` },
};

/** The z bands of Z_BANDS as filtered counts: a record without a z-score (outside the tables) counts in none. */
const BAND_SQL: Record<ZBand, SQL> = {
  below3: sql`z < -3`,
  below2: sql`z >= -3 and z < -2`,
  below1: sql`z >= -2 and z < -1`,
  middle: sql`z >= -1 and z <= 1`,
  above1: sql`z > 1 and z <= 2`,
  above2: sql`z > 2 and z <= 3`,
  above3: sql`z > 3`,
};
const bandColumns = sql.join(
  Z_BANDS.map((b) => sql`count(*) filter (where ${BAND_SQL[b]})::int as ${sql.identifier(b)}`),
  sql`, `,
);

type Raw = Record<ZBand, number> & {
  key: string | null;
  name: string | null;
  total: boolean;
  count: number;
  mean: number | null;
  sd: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  zMean: number | null;
};

const round = (v: number | null, d = 2) => (v === null ? null : Math.round(Number(v) * 10 ** d) / 10 ** d);

const toGroup = (r: Raw): StatGroup => ({
  key: r.key ?? 'total',
  name: r.name,
  count: r.count,
  mean: round(r.mean),
  sd: round(r.sd),
  median: round(r.median),
  min: round(r.min),
  max: round(r.max),
  zMean: round(r.zMean),
  bands: Object.fromEntries(Z_BANDS.map((b) => [b, r[b]])) as Record<ZBand, number>,
});

export interface FigureFilter {
  planId: number;
  groupBy: StatGrouping;
  clazzId?: number;
}

/**
 * A plan's figures of one measure per group and in total (one grouping-sets query): count, mean,
 * sample SD, median, min, max, mean z and the z distribution of the records that have the measure.
 */
export async function planFigures(db: Runner, schoolId: number, range: number[] | null, measure: Measure, f: FigureFilter) {
  const m = MEASURES[measure];
  const g = GROUPS[f.groupBy];
  const r = await db.execute<Raw>(sql`
    with v as (
      select ${g.key} as key, ${g.name} as name, ${g.sort} as sort, ${m.value}::float8 as v, ${m.z} as z
      from exam_records r
      join classes c on c.school_id = r.school_id and c.id = r.class_id
      join grades g on g.school_id = c.school_id and g.id = c.grade_id
      where r.school_id = ${schoolId} and r.plan_id = ${f.planId} and ${inRange(sql`r.class_id`, range)}
        and ${m.value} is not null ${f.clazzId ? sql`and r.class_id = ${f.clazzId}` : sql``}
    )
    select key, name, grouping(key) = 1 as total, count(*)::int as count, avg(v) as mean, stddev_samp(v) as sd,
      percentile_cont(0.5) within group (order by v) as median, min(v) as min, max(v) as max, avg(z) as "zMean", ${bandColumns}
    from v group by grouping sets ((key, name), ()) order by grouping(key), min(sort), key`);
  const groups = r.rows.filter((x) => !x.total).map(toGroup);
  const total = r.rows.find((x) => x.total);
  return { groups, total: total ? toGroup(total) : emptyGroup() };
}

/** The total of a plan with no record of the measure. */
export const emptyGroup = (): StatGroup =>
  toGroup({
    key: null,
    name: null,
    total: true,
    count: 0,
    mean: null,
    sd: null,
    median: null,
    min: null,
    max: null,
    zMean: null,
    ...Object.fromEntries(Z_BANDS.map((b) => [b, 0])),
  } as Raw);
