import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
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
export const metricValue = (metrics: Registry<DashboardMetric>, key: string, t: MetricTarget): SQL =>
  sql`(${metrics.get(key).value(t)})::int`;

/** The figures `keys` names as one select list (`"<key>"` columns), for a reader's own statement. */
export function metricColumns(metrics: Registry<DashboardMetric>, keys: readonly string[], t: MetricTarget): SQL {
  return sql.join(
    keys.map((k) => sql`${metricValue(metrics, k, t)} as ${sql.identifier(k)}`),
    sql`, `,
  );
}

/** The figures `keys` names for one target, in one statement. */
export async function readMetrics<K extends string>(
  db: Runner,
  metrics: Registry<DashboardMetric>,
  keys: readonly K[],
  t: MetricTarget,
): Promise<Record<K, number>> {
  const r = await db.execute<Record<K, number>>(sql`select ${metricColumns(metrics, keys, t)}`);
  return r.rows[0];
}
