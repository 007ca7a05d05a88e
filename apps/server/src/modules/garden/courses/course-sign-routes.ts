import { courseEndpoints as E } from '@kg/shared/modules/garden/courses';
import { todayChina } from '@kg/shared/time/china';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import { serve } from '../../../core/serve.ts';
import { viewerOf } from './course-routes.ts';
import { addRepairedSign, childOfCourse, courseSchedule } from './course-sign-data.ts';

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
const isoWeekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() || 7;

/**
 * repairSign: a late sign-in correction. The child must be in school, in a class of the
 * course (and in the caller's range), the day a past meeting day of the course within its
 * dates; a day already signed is refused. The record is marked repaired, with who did it.
 */
export async function courseSignRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  serve(app, E.repairSign, async ({ courseId, studentId, signDate }, c) => {
    const v = await viewerOf(c);
    const course = await courseSchedule(db, v, courseId);
    if (!course) throw notFound();
    const child = await childOfCourse(db, v.schoolId, courseId, studentId);
    if (!child || !classInRange(v.range, child.classId)) throw notFound();
    if (child.status !== 1 || !child.inCourse) throw new AppError('garden-0004');
    if (signDate >= todayChina(ctx.now()))
      throw fieldError('signDate', '只能补签今天之前的日期', 'only a day before today can be corrected');
    // a course saved without dates is bounded by none
    const outside = (course.startDate && signDate < course.startDate) || (course.endDate && signDate > course.endDate);
    if (outside || !course.weekdays.includes(isoWeekday(signDate))) throw new AppError('garden-0005', { field: 'signDate' });
    const id = await addRepairedSign(db, v, { courseId, studentId, signDate });
    if (id === null) throw new AppError('garden-0006');
    return { id, courseId, studentId, signDate, repaired: true };
  });
}
