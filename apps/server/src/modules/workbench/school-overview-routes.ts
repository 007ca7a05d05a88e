import { workbenchEndpoints as E } from '@kg/shared/modules/workbench/workbench';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { serve } from '../../core/serve.ts';
import type { DashboardMetric, Registry } from '../../platform/extensions/index.ts';
import { activeClasses, overviewCounts } from './workbench-data.ts';

/**
 * The workbench counts of the session's school. A member with a class range (a teacher)
 * sees the children and classes of that range (DESIGN §6); staff are not class-scoped.
 */
export async function schoolOverview(ctx: AppContext, metrics: Registry<DashboardMetric>, s: SessionInfo, school: number) {
  // a read-only visit carries the regulator's member id: never a range of this school
  const ranged = !s.allRange && !s.readOnly;
  const row = await overviewCounts(ctx.db, metrics, school, activeClasses(school, ranged ? s.memberId : undefined));
  if (!row) throw new Error(`school ${school} of a live session has no row`);
  return {
    schoolId: school,
    schoolName: row.schoolName,
    scope: ranged ? ('classes' as const) : ('school' as const),
    // whole school: children without a class count too
    childCount: ranged ? row.childCount : row.schoolChildCount,
    classCount: row.classCount,
    staffCount: row.staffCount,
    classNames: ranged ? row.classNames : [],
  };
}

export async function schoolOverviewRoutes(app: FastifyInstance): Promise<void> {
  serve(app, E.overview, (_in, c) => schoolOverview(app.ctx, app.extensions.dashboardMetrics, c.session(), c.school.id));
}
