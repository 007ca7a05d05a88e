import { statisticsEndpoints as E } from '@kg/shared/modules/attendance/statistics';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { classDaily, classDailyList, classOfRange } from './daily-data.ts';
import { childDetail } from './detail-data.ts';
import { classMonthly, classMonthlyList } from './month-data.ts';
import { statisticsExporters } from './statistics-export.ts';
import { dueDays, monthSpan } from './statistics-period.ts';

/** Both answers; a class out of reach is refused before a period without data is told. */
async function reachAndDays(reach: Promise<unknown>, days: Promise<string[]>): Promise<string[]> {
  const [r, d] = await Promise.allSettled([reach, days]);
  if (r.status === 'rejected') throw r.reason;
  if (d.status === 'rejected') throw d.reason;
  return d.value;
}

/**
 * Children's attendance statistics (v2): class daily and monthly lists, one class's day and
 * month, one child's range, and their workbooks, read from the derived day rows over the
 * school calendar's days (a teacher: her classes).
 */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const x = statisticsExporters(app.ctx);
  const monthDays = (schoolId: number, month: string) => {
    const { from, to } = monthSpan(month);
    return dueDays(db, schoolId, from, to);
  };

  serve(app, E.dailyList, async (q, c) => {
    await dueDays(db, c.school.id, q.day, q.day);
    return classDailyList(db, c.school.id, c.classes, q.day, q.clazzId);
  });
  serve(app, E.dailyListExport, async (q, c) => {
    const days = await dueDays(db, c.school.id, q.day, q.day);
    return x.dailyList(c.reply, c.session(), c.request.lang, { range: c.classes, filter: q, days, total: 1 });
  });
  // the class's reach and the calendar are asked side by side: one round trip's wait, not two
  serve(app, E.daily, async (q, c) => {
    await reachAndDays(classOfRange(db, c.school.id, c.classes, q.clazzId), dueDays(db, c.school.id, q.day, q.day));
    return classDaily(db, c.school.id, q);
  });
  serve(app, E.dailyExport, async (q, c) => {
    await classOfRange(db, c.school.id, c.classes, q.clazzId);
    const days = await dueDays(db, c.school.id, q.day, q.day);
    const { total } = await classDaily(db, c.school.id, { ...q, pageNum: 1, pageSize: 1 });
    return x.daily(c.reply, c.session(), c.request.lang, { range: c.classes, filter: q, days, total });
  });
  serve(app, E.detail, (q, c) => childDetail(db, c.school.id, c.classes, q));
  serve(app, E.detailExport, async (q, c) => {
    const { days } = await childDetail(db, c.school.id, c.classes, q);
    return x.detail(c.reply, c.session(), c.request.lang, { range: c.classes, filter: q, days: [], total: days.length });
  });
  serve(app, E.monthlyList, async (q, c) => {
    const days = await monthDays(c.school.id, q.month);
    return { month: q.month, schoolDays: days.length, list: await classMonthlyList(db, c.school.id, c.classes, days, q.clazzId) };
  });
  serve(app, E.monthlyListExport, async (q, c) => {
    const days = await monthDays(c.school.id, q.month);
    return x.monthlyList(c.reply, c.session(), c.request.lang, { range: c.classes, filter: q, days, total: 1 });
  });
  serve(app, E.monthly, async (q, c) => {
    const days = await reachAndDays(classOfRange(db, c.school.id, c.classes, q.clazzId), monthDays(c.school.id, q.month));
    return { ...(await classMonthly(db, c.school.id, days, q)), month: q.month, days };
  });
  serve(app, E.monthlyExport, async (q, c) => {
    await classOfRange(db, c.school.id, c.classes, q.clazzId);
    const days = await monthDays(c.school.id, q.month);
    const { total } = await classMonthly(db, c.school.id, days, { ...q, pageNum: 1, pageSize: 1 });
    return x.monthly(c.reply, c.session(), c.request.lang, { range: c.classes, filter: q, days, total });
  });
}
