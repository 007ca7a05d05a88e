import { courseRepairSignInput } from '@kg/shared/modules/garden/courses';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/envelope.ts';
import { AppError, fieldError, notFound } from '../../../core/errors.ts';
import { sessionOf } from '../../../core/session.ts';
import { todayInChina } from '../../kid-arch/index.ts';
import { classInScope, classScope } from '../class-scope.ts';
import { COURSE_WRITE } from './course-routes.ts';
import { courseVisible } from './course-view.ts';

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
const isoWeekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() || 7;

/**
 * repairSign: a late sign-in correction. The child must be in school, in a class of the
 * course (and in the caller's range), the day a past meeting day of the course within its
 * dates; a day already signed is refused. The record is marked repaired, with who did it.
 */
export const courseSignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/garden/v1/course/repairSign',
    {
      config: { access: COURSE_WRITE },
      schema: {
        summary: 'Late sign-in correction {courseId, studentId, signDate}: answers {id, courseId, studentId, signDate, repaired: true}',
        body: courseRepairSignInput,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const { courseId, studentId, signDate } = request.body;
      const scope = await classScope(ctx, s);
      const c = await ctx.db.execute(sql`select c.weekdays, c.start_date as "startDate", c.end_date as "endDate" from courses c
      where c.school_id = ${s.institutionId} and c.id = ${courseId} and ${courseVisible(scope, s.memberId)}`);
      const course = c.rows[0] as { weekdays: number[]; startDate: string; endDate: string } | undefined;
      if (!course) throw notFound();
      const st = await ctx.db.execute(sql`select st.class_id as "classId", st.status,
        exists (select 1 from course_classes cc where cc.school_id = st.school_id and cc.course_id = ${courseId} and cc.class_id = st.class_id) as "inCourse"
      from students st where st.school_id = ${s.institutionId} and st.id = ${studentId}`);
      const child = st.rows[0] as { classId: number | null; status: number; inCourse: boolean } | undefined;
      if (!child || !classInScope(scope, child.classId)) throw notFound();
      if (child.status !== 1 || !child.inCourse) throw new AppError('garden-0004');
      if (signDate >= todayInChina(ctx.now()))
        throw fieldError('signDate', '只能补签今天之前的日期', 'only a day before today can be corrected');
      if (signDate < course.startDate || signDate > course.endDate || !course.weekdays.includes(isoWeekday(signDate))) {
        throw new AppError('garden-0005', { field: 'signDate' });
      }
      const r = await ctx.db.execute(sql`insert into course_signs (school_id, course_id, student_id, sign_date, repaired, signed_by)
      values (${s.institutionId}, ${courseId}, ${studentId}, ${signDate}, true, ${s.memberId})
      on conflict (school_id, course_id, student_id, sign_date) do nothing returning id`);
      if (r.rows.length === 0) throw new AppError('garden-0006');
      return ok({ id: Number(r.rows[0].id), courseId, studentId, signDate, repaired: true });
    },
  );
};
