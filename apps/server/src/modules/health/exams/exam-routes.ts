import { EXAM_ITEM_LABELS } from '@kg/shared/modules/health/exams/exam-item-labels';
import { EXAM_ITEMS, type ExamItemKey } from '@kg/shared/modules/health/exams/exam-items';
import { examPlanEndpoints as P, examRecordEndpoints as R } from '@kg/shared/modules/health/exams/exams';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import { importFailedError, sendOwnReport } from '../../../platform/workbook/index.ts';
import { examExporters } from './exam-export.ts';
import { importRecords, sendRecordTemplate, uploadedRecords } from './exam-import.ts';
import { findPlan, listPlans, planOptions, recordedParts } from './plan-data.ts';
import { createPlan, removePlan, updatePlan } from './plan-write.ts';
import { listRecords, saveRecord } from './record-data.ts';

/** Every item as the forms show it; choices keep their keys (the words are the web's). */
const ITEMS = EXAM_ITEMS.map((i) => ({
  key: i.key,
  label: EXAM_ITEM_LABELS[i.key].zh,
  labelEn: EXAM_ITEM_LABELS[i.key].en,
  unit: i.unit,
  kind: i.kind,
  min: 'min' in i ? i.min : null,
  max: 'max' in i ? i.max : null,
  decimals: 'decimals' in i ? i.decimals : null,
  choices: 'choices' in i ? [...i.choices] : [],
  growth: i.growth,
}));

/** Exam plans and records: entry, import, exports. */
export async function examRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  // the export job kinds exist before a worker picks a queued one up
  const exports = examExporters(ctx);

  serve(app, P.page, async (q, c) => listPlans(db, c.school.id, q));
  serve(app, P.create, async (q, c) => createPlan(db, c.session(), q));
  serve(app, P.items, async () => ITEMS);
  serve(app, P.update, async ({ id, ...q }, c) => {
    await updatePlan(db, c.school.id, id, q);
    return null;
  });
  serve(app, P.remove, async ({ id }, c) => removePlan(db, c.school.id, id));
  serve(app, P.get, async ({ id }, c) => {
    const schoolId = c.school.id;
    const plan = await findPlan(db, schoolId, id);
    const range = c.classes;
    // a teacher sees a plan that measures one of their classes
    if (!plan || (range && !plan.classes.some((k) => range.includes(k.id)))) throw notFound();
    const recorded = await recordedParts(db, schoolId, id);
    return { ...plan, recordedClasses: recorded.classes, recordedItems: recorded.items as ExamItemKey[] };
  });
  serve(app, P.options, async (q, c) => planOptions(db, c.school.id, c.classes, q));
  serve(app, P.all, async (_q, c) => planOptions(db, c.school.id, c.classes, {}));

  serve(app, R.page, async (q, c) => listRecords(db, c.school.id, c.classes, q));
  serve(app, R.update, async (q, c) => saveRecord(db, c.session(), c.classes, q));
  for (const [e, run] of [
    [R.export, exports.records],
    [R.exportHeight, exports.height],
    [R.exportWeight, exports.weight],
  ] as const) {
    serve(app, e, async (q, c) => run(c.reply, c.session(), c.request.lang, c.classes, q));
  }
  serve(app, R.template, async ({ planId, clazzId }, c) =>
    sendRecordTemplate(ctx, c.reply, c.session(), c.classes, planId, clazzId, c.request.lang),
  );
  // the input (planId) travels as a multipart field beside the file: the upload kit reads and checks it
  serve(app, R.upload, async (_fields, c) => {
    const { plan, rows } = await uploadedRecords(ctx, c.request, c.school.id);
    const result = await importRecords(ctx, c.session(), c.classes, plan, rows, c.request.lang);
    if (!result.ok) throw importFailedError(result);
    return { count: result.count };
  });
  // a report is found by the caller's school and member: only its importer downloads it
  serve(app, R.report, async ({ id }, c) => sendOwnReport(ctx, c.reply, c.session(), id));
}
