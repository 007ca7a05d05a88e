import { standardEndpoints as S } from '@kg/shared/modules/health/growth/growth-standards';
import { nutritionEndpoints as N } from '@kg/shared/modules/health/growth/nutrition';
import type { FastifyInstance } from 'fastify';
import { type ClassCall, serve } from '../../../core/serve.ts';
import { childExams, evaluateOptions, evaluatePage, planOf } from './nutrition-data.ts';
import { evaluateExport, sendStatistic, sexText } from './nutrition-export.ts';
import { ageStatistic, classStatistic, planCompare, yearStatistic } from './nutrition-stats.ts';
import { reevaluation } from './reevaluate.ts';
import { readStandard, saveStandard } from './standard-data.ts';

/** The school and class range of a call: every query here is limited by both. */
const scope = async (c: ClassCall) => ({ schoolId: c.school.id, range: c.classes });

/** The assessment standard and nutrition assessment. */
export async function growthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const reevaluate = reevaluation(ctx);
  const exportEvaluate = evaluateExport(ctx);

  serve(app, S.list, (_q, c) => readStandard(db, c.school.id));
  serve(app, S.update, async (input, c) => {
    const schoolId = c.school.id;
    const changed = await saveStandard(db, schoolId, input);
    return changed ? reevaluate(c.session(), schoolId) : { reevaluated: null, jobId: null };
  });

  serve(app, N.childExams, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return childExams(db, schoolId, range, q.studentId);
  });
  serve(app, N.evaluate, async (q, c) => {
    const { schoolId, range } = await scope(c);
    await planOf(db, schoolId, q.planId);
    return evaluatePage(db, schoolId, range, q);
  });
  serve(app, N.options, async (_q, c) => {
    const { schoolId, range } = await scope(c);
    return evaluateOptions(db, schoolId, range);
  });
  serve(app, N.ageStatistic, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return ageStatistic(db, schoolId, range, q);
  });
  serve(app, N.yearStatistic, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return yearStatistic(db, schoolId, range, q);
  });
  serve(app, N.compare, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return planCompare(db, schoolId, range, q);
  });

  serve(app, N.stateEvaluation, async (q, c) => {
    const { schoolId, range } = await scope(c);
    await planOf(db, schoolId, q.planId);
    return exportEvaluate(c.reply, c.session(), c.request.lang, range, q);
  });
  serve(app, N.ageExport, async (q, c) => {
    const { schoolId, range } = await scope(c);
    const lang = c.request.lang;
    const rows = await ageStatistic(db, schoolId, range, q);
    const own = [
      { key: 'band', header: '年龄段(岁)', headerEn: 'Age (years)', width: 10 },
      { key: 'sex', header: '性别', headerEn: 'Sex', width: 6 },
    ];
    return sendStatistic(c.reply, lang, ['年龄段营养评价', 'nutrition-by-age'], own, rows, (r) => ({
      band: r.band,
      sex: sexText(r.sex, lang),
    }));
  });
  serve(app, N.yearExport, async (q, c) => {
    const { schoolId, range } = await scope(c);
    const rows = (await yearStatistic(db, schoolId, range, q)).flatMap((y) => y.plans.map((p) => ({ ...p, year: y.year })));
    const own = [
      { key: 'year', header: '学年', headerEn: 'School year', width: 12 },
      { key: 'planName', header: '体检计划', headerEn: 'Plan', width: 20 },
      { key: 'startsOn', header: '开始日期', headerEn: 'Starts on', type: 'date' as const, width: 12 },
    ];
    return sendStatistic(c.reply, c.request.lang, ['学年营养评价', 'nutrition-by-year'], own, rows, (r) => ({
      year: `${r.year}-${r.year + 1}`,
      planName: r.planName,
      startsOn: r.startsOn,
    }));
  });
  serve(app, N.classExport, async (q, c) => {
    const { schoolId, range } = await scope(c);
    const plan = await planOf(db, schoolId, q.planId);
    const rows = await classStatistic(db, schoolId, range, q);
    const own = [{ key: 'clazzName', header: '班级', headerEn: 'Class', width: 14 }];
    return sendStatistic(c.reply, c.request.lang, [`${plan.name}-期末统计`, `${plan.name}-end-of-term`], own, rows, (r) => ({
      clazzName: r.clazzName,
    }));
  });
}
