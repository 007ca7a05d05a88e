import { growthStatEndpoints as E } from '@kg/shared/modules/health/growth-stats/growth-statistics';
import type { FastifyInstance } from 'fastify';
import type { ClassCall } from '../../../core/serve.ts';
import { serve } from '../../../core/serve.ts';
import type { Db } from '../../../db/pool.ts';
import { studentGrowth } from './growth-curve.ts';
import { listGrowth } from './growth-list.ts';
import { exportClassRows, exportStats, growthExporter } from './growth-stat-export.ts';
import { classReport, studentReport } from './physical-report.ts';
import { type FigureFilter, type Measure, planFigures } from './stat-figures.ts';
import { planOf, statPlans } from './stat-plans.ts';

/** The school and class range of a call: every query here is limited by both. */
const scope = async (c: ClassCall) => ({ schoolId: c.school.id, range: c.classes });

/** A plan's statistics of one measure, after checking the plan is the caller's. */
async function statistics(db: Db, c: ClassCall, measure: Measure, q: FigureFilter) {
  const { schoolId, range } = await scope(c);
  const plan = await planOf(db, schoolId, range, q.planId);
  const figures = await planFigures(db, schoolId, range, measure, q);
  return { planId: plan.id, planName: plan.name, groupBy: q.groupBy, ...figures };
}

/** Growth statistics, a child's curve, the physical report. */
export async function growthStatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const exportGrowth = growthExporter(ctx);

  serve(app, E.plans, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return statPlans(db, schoolId, range, q.clazzId);
  });
  serve(app, E.studentDetail, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return studentGrowth(db, schoolId, range, q.studentId);
  });
  serve(app, E.height, (q, c) => statistics(db, c, 'height', q));
  serve(app, E.weight, (q, c) => statistics(db, c, 'weight', q));
  serve(app, E.heightExport, async (q, c) => exportStats(c.reply, c.request.lang, 'height', await statistics(db, c, 'height', q)));
  serve(app, E.weightExport, async (q, c) => exportStats(c.reply, c.request.lang, 'weight', await statistics(db, c, 'weight', q)));
  serve(app, E.students, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return listGrowth(db, schoolId, range, q);
  });
  serve(app, E.studentsExport, async (q, c) => {
    const range = c.classes;
    return exportGrowth(c.reply, c.session(), c.request.lang, range, q);
  });
  serve(app, E.studentReport, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return studentReport(db, schoolId, range, q.studentId);
  });
  serve(app, E.classReport, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return classReport(db, schoolId, range, q.planId, q.clazzId);
  });
  serve(app, E.classReportExport, async (q, c) => {
    const { schoolId, range } = await scope(c);
    const r = await classReport(db, schoolId, range, q.planId, q.clazzId);
    return exportClassRows(c.reply, c.request.lang, r.clazzName, r.children);
  });
}
