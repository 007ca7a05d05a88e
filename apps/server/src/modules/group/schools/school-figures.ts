import { InstitutionType } from '@kg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { Db } from '../../../db/pool.ts';
import { schoolFiguresDirty } from '../../../db/schema/index.ts';
import { type DashboardMetric, metricValue, type Registry } from '../../../platform/extensions/index.ts';

/**
 * The per-school figures of the group home (school_figures). Triggers mark a school dirty when
 * its students, classes or members come, go or change status; the schedule below recounts the
 * marked schools, so a request never counts raw tables however many schools a group runs. The
 * counts are garden's figures, read through the platform's dashboardMetrics.
 */

export const FIGURES_SCHEDULE = 'group.school-figures';

type Tx = Pick<Db, 'execute' | 'delete'>;
type Metrics = Registry<DashboardMetric>;

/** Recounts the schools `ids` selects (a query of school ids) into school_figures. */
async function recount(tx: Tx, metrics: Metrics, ids: SQL): Promise<number> {
  const school = { id: sql`i.id` };
  const r = await tx.execute(sql`insert into school_figures (school_id, child_count, class_count, staff_count, refreshed_at)
    select i.id, ${metricValue(metrics, 'garden.children', school)}, ${metricValue(metrics, 'garden.classes', school)},
      ${metricValue(metrics, 'garden.staff', school)}, now()
    from institutions i where i.type = ${InstitutionType.school} and i.id in (${ids})
    on conflict (school_id) do update set child_count = excluded.child_count, class_count = excluded.class_count,
      staff_count = excluded.staff_count, refreshed_at = excluded.refreshed_at`);
  return r.rowCount ?? 0;
}

/**
 * Takes the dirty marks and recounts their schools. Two statements on purpose: the delete waits
 * for any writer still holding a mark, and the recount, a later statement, then sees its rows.
 * A mark of a group or authority (their members) is simply dropped.
 */
export async function refreshDirtyFigures(db: Db, metrics: Metrics): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx.delete(schoolFiguresDirty).returning({ id: schoolFiguresDirty.schoolId });
    if (taken.length === 0) return 0;
    const ids = taken.map((r) => r.id);
    return recount(tx, metrics, sql`select unnest(${sql.param(ids)}::bigint[])`);
  });
}

/** Recounts every school and clears the marks (the demo seed, after building its world). */
export async function refreshAllFigures(tx: Tx, metrics: Metrics): Promise<void> {
  await tx.delete(schoolFiguresDirty);
  await recount(tx, metrics, sql`select id from institutions where type = ${InstitutionType.school}`);
}

/** Every minute, once across instances: the home's figures lag a change by a minute at most. */
export function scheduleFigures(ctx: AppContext, metrics: Metrics): void {
  ctx.jobs.schedule(FIGURES_SCHEDULE, '* * * * *', async () => {
    await refreshDirtyFigures(ctx.db, metrics);
  });
}
