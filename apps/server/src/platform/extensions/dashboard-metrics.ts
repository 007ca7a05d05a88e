import { type SQL, sql } from 'drizzle-orm';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import type { Contribution, Registry } from './registry.ts';

type Runner = Pick<Db, 'execute'>;

/** Whose figure it is: one school, a group's schools, an authority's supervised schools. */
export type MetricScope = 'school' | 'group' | 'authority';

/**
 * Where a figure is counted, as SQL so a reader can correlate it with its own rows (a
 * statement over many schools passes `sql\`i.id\``). `classes`, for a school, narrows the
 * figure to a query of class ids (a teacher's class range); absent, the whole school.
 */
export interface MetricTarget {
  id: SQL;
  classes?: SQL;
}

/**
 * A named figure a module offers the workbench, the group home, the data centre and the cockpit:
 * one scalar SQL expression (a subquery) per target, so a reader gathers any number of figures in
 * one statement, and reads no other module's tables itself.
 */
export interface DashboardMetric extends Contribution {
  scope: MetricScope;
  value: (t: MetricTarget) => SQL;
}

/** One figure as an integer expression, for a reader's own statement (it names the column). */
export const metricValue = (metrics: Registry<DashboardMetric>, key: string, t: MetricTarget): SQL<number> =>
  sql<number>`(${metrics.get(key).value(t)})::int`;

/** The figures `keys` names as select-list fields, one integer each: no table's column, so typed by metricValue's cast. */
function metricFields<K extends string>(metrics: Registry<DashboardMetric>, keys: readonly K[], t: MetricTarget) {
  return Object.fromEntries(keys.map((k) => [k, metricValue(metrics, k, t)])) as Record<K, SQL<number>>;
}

/** The figures `keys` names as one select list (`"<key>"` columns), for a reader's own statement. */
export function metricColumns(metrics: Registry<DashboardMetric>, keys: readonly string[], t: MetricTarget): SQL {
  return selectList(metricFields(metrics, keys, t));
}

/** The figures `keys` names for one target, in one statement. */
export async function readMetrics<K extends string>(
  db: Runner,
  metrics: Registry<DashboardMetric>,
  keys: readonly K[],
  t: MetricTarget,
): Promise<RowOf<Record<K, SQL<number>>>> {
  const fields = metricFields(metrics, keys, t);
  const [row] = await preparedRows<RowOf<typeof fields>>(db, sql`select ${selectList(fields)}`);
  return row;
}
