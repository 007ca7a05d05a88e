import type { StatGroup, StatGrouping, ZBand } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { Z_BANDS } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import { classes, examRecords, grades } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import type { Runner } from './stat-plans.ts';

export type Measure = 'height' | 'weight';

/** Each measure with the z-score that speaks for it: height-for-age, weight-for-age. */
const r = alias(examRecords, 'r');
const c = alias(classes, 'c');
const g = alias(grades, 'g');
const MEASURES: Record<Measure, { value: SQL; z: SQL }> = {
  height: { value: sql`${r.heightCm}`, z: sql`${r.haz}` },
  weight: { value: sql`${r.weightKg}`, z: sql`${r.waz}` },
};

/** Completed years at measurement (365.25 days each), as AGE_BANDS names them: from 2 (托班), a younger child in that first band too, so every record has one. */
export const AGE_BAND_SQL = sql`case when ${r.ageDays} < 1096 then 'y2' when ${r.ageDays} < 1461 then 'y3'
  when ${r.ageDays} < 1826 then 'y4' when ${r.ageDays} < 2192 then 'y5' else 'over6' end`;

/** The group of a record: its key, the name shown and the order (class sort, grade level, age). */
const GROUPS: Record<StatGrouping, { key: SQL; name: SQL; sort: SQL }> = {
  class: { key: sql`${r.classId}::text`, name: sql`${c.name}`, sort: sql`${c.sort}::float8 * 1e9 + ${r.classId}` },
  grade: { key: sql`${c.gradeId}::text`, name: sql`${g.name}`, sort: sql`${g.level}::float8 * 1e9 + ${c.gradeId}` },
  age: { key: AGE_BAND_SQL, name: sql`null::text`, sort: sql`${r.ageDays}::float8` },
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
/** A group's figures, read from the CTE v (key, name, sort, v: the value, z: its z-score) grouped by grouping sets. */
const FIGURES = {
  key: sql<string | null>`key`,
  name: sql<string | null>`name`,
  total: sql<boolean>`grouping(key) = 1`,
  count: sql<number>`count(*)::int`,
  mean: sql<number | null>`avg(v)`,
  sd: sql<number | null>`stddev_samp(v)`,
  median: sql<number | null>`percentile_cont(0.5) within group (order by v)`,
  min: sql<number | null>`min(v)`,
  max: sql<number | null>`max(v)`,
  zMean: sql<number | null>`avg(z)`,
  ...(Object.fromEntries(Z_BANDS.map((b) => [b, sql<number>`count(*) filter (where ${BAND_SQL[b]})::int`])) as Record<ZBand, SQL<number>>),
};
const FIGURE_LIST = selectList(FIGURES);
type Raw = RowOf<typeof FIGURES>;

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
  const grouping = GROUPS[f.groupBy];
  const rows = await preparedRows<Raw>(
    db,
    sql`with v as (
      select ${grouping.key} as key, ${grouping.name} as name, ${grouping.sort} as sort, ${m.value}::float8 as v, ${m.z} as z
      from ${examRecords} r
      join ${classes} c on ${c.schoolId} = ${r.schoolId} and ${c.id} = ${r.classId}
      join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}
      where ${r.schoolId} = ${schoolId} and ${r.planId} = ${f.planId} and ${inRange(sql`${r.classId}`, range)}
        and ${m.value} is not null ${f.clazzId ? sql`and ${r.classId} = ${f.clazzId}` : sql``}
    )
    select ${FIGURE_LIST} from v group by grouping sets ((key, name), ()) order by grouping(key), min(sort), key`,
  );
  const groups = rows.filter((x) => !x.total).map(toGroup);
  const total = rows.find((x) => x.total);
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
