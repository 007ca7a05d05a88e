import { statisticEndpoints as E, optionEndpoints as O } from '@kg/shared/modules/health/inspection/inspection';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { classTotals, dailyPage, itemOptions } from './daily-data.ts';
import { dailyExport } from './daily-export.ts';
import { childMonthRecords, dayTotals, monthPage } from './month-data.ts';
import { sendMonth, sendStudentMonth } from './month-export.ts';
import { classesOfPlans, classOptions, gradeOptions, seenChild, seenClass } from './option-data.ts';

/**
 * Inspection records (daily list, month matrices, one child's month) and the grade and class
 * options. Every read is of the caller's school and class range; a class or child outside it is
 * answered like a missing one (common-0405).
 */
export async function statisticRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  // the job kind exists before a worker (after a restart) picks up a queued export
  const exportDaily = dailyExport(app.ctx);

  serve(app, E.dailyList, async ({ pageNum, pageSize, ...f }, c) => {
    const schoolId = c.school.id;
    const range = c.classes;
    if (f.clazzId) await seenClass(db, schoolId, range, f.clazzId);
    const [page, totals] = await Promise.all([dailyPage(db, schoolId, range, f, pageNum, pageSize), classTotals(db, schoolId, range, f)]);
    return { ...page, classTotals: totals };
  });
  serve(app, E.itemOptions, async (_q, c) => itemOptions(db, c.school.id));
  serve(app, E.exportDaily, async (f, c) => {
    const schoolId = c.school.id;
    const range = c.classes;
    if (f.clazzId) await seenClass(db, schoolId, range, f.clazzId);
    return exportDaily(c.reply, c.session(), c.request.lang, range, f);
  });

  serve(app, E.monthList, async (q, c) => {
    const schoolId = c.school.id;
    const clazz = await seenClass(db, schoolId, c.classes, q.clazzId);
    const [page, totals] = await Promise.all([
      monthPage(db, schoolId, clazz.id, q.month, q.pageNum, q.pageSize),
      dayTotals(db, schoolId, clazz.id, q.month),
    ]);
    return { ...page, clazzName: clazz.name, dayTotals: totals };
  });
  serve(app, E.exportMonth, async (q, c) => {
    const schoolId = c.school.id;
    const clazz = await seenClass(db, schoolId, c.classes, q.clazzId);
    return sendMonth(db, c.reply, c.request.lang, schoolId, clazz, q.month);
  });

  const studentMonth = async (q: { studentId: number; month: string }, schoolId: number, range: number[] | null) => {
    const child = await seenChild(db, schoolId, range, q.studentId);
    return { child, days: await childMonthRecords(db, schoolId, child.id, q.month, range) };
  };
  serve(app, E.studentMonth, async (q, c) => {
    const { child, days } = await studentMonth(q, c.school.id, c.classes);
    return { studentId: child.id, studentName: child.name, clazzName: child.className ?? '', days };
  });
  serve(app, E.exportStudentMonth, async (q, c) => {
    const { child, days } = await studentMonth(q, c.school.id, c.classes);
    return sendStudentMonth(c.reply, c.request.lang, child, q.month, days);
  });

  serve(app, O.grades, async (_q, c) => gradeOptions(db, c.school.id, c.classes));
  serve(app, O.classes, async (q, c) => classOptions(db, c.school.id, c.classes, q.gradeId));
  serve(app, O.classesOfPlans, async (q, c) => classesOfPlans(db, c.school.id, c.classes, q.planIds));
}
