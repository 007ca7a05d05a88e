import { GARDEN_CODES } from '@kg/shared';
import { courseDeleteInput, courseIdInput, courseInsertInput, courseListQuery, courseUpdateInput } from '@kg/shared/modules/garden/courses';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { readCall } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { courseClasses, courses } from '../../../db/schema/index.ts';
import { classScope, inScope } from '../class-scope.ts';
import { containsPattern, pagedQuery } from '../paged-query.ts';
import { checkCourseRefs } from './course-input.ts';
import { type CourseRow, courseColumns, courseJoins, courseView, courseVisible } from './course-view.ts';

export const COURSE_READ: Access = { codes: [GARDEN_CODES.course, GARDEN_CODES.garden], read: true };
export const COURSE_WRITE: Access = { codes: [GARDEN_CODES.course] };

/** Courses (/garden/v1/course/*): school-scoped; class-scoped teachers see the courses of their classes. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** The course if the session may see it, else 404 common-0405 (like another school's). */
  async function visibleCourse(s: ReturnType<typeof sessionOf>, id: number, scope: number[] | null): Promise<CourseRow> {
    const r = await ctx.db.execute(sql`select ${courseColumns(scope)} from courses c ${courseJoins}
      where c.school_id = ${s.institutionId} and c.id = ${id} and ${courseVisible(scope, s.memberId)}`);
    if (r.rows.length === 0) throw notFound();
    return r.rows[0] as unknown as CourseRow;
  }

  readCall(
    app,
    '/garden/v1/course/list',
    {
      access: COURSE_READ,
      summary: 'Courses, paged: filters name, courseType, classId, teacherId, placeRoomId; items as selectById',
      input: courseListQuery,
    },
    async (request, q) => {
      const s = sessionOf(request);
      const scope = await classScope(ctx, s);
      const where = sql`c.school_id = ${s.institutionId} and ${courseVisible(scope, s.memberId)}
      ${q.name ? sql`and c.name ilike ${containsPattern(q.name)}` : sql``}
      ${q.courseType ? sql`and c.course_type = ${q.courseType}` : sql``}
      ${q.teacherId ? sql`and c.teacher_member_id = ${q.teacherId}` : sql``}
      ${q.placeRoomId ? sql`and c.place_room_id = ${q.placeRoomId}` : sql``}
      ${
        q.classId
          ? sql`and exists (select 1 from course_classes f where f.school_id = c.school_id and f.course_id = c.id
          and f.class_id = ${q.classId} and ${inScope(sql`f.class_id`, scope)})`
          : sql``
      }`;
      const result = await pagedQuery<CourseRow>(ctx.db, {
        select: sql`select ${courseColumns(scope)}, count(*) over () as total from courses c ${courseJoins} where ${where} order by c.id desc`,
        count: sql`select count(*) as n from courses c where ${where}`,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      });
      return ok({ ...result.data, list: result.data.list.map((r) => courseView(ctx, s, request.lang, r)) });
    },
  );

  readCall(
    app,
    '/garden/v1/course/selectById',
    {
      access: COURSE_READ,
      summary:
        'One course: {id, name, courseType, courseTypeName, placeRoomId, placeRoomName, teacherId, teacherName, classes, classIds, weekdays, startTime, endTime, startDate, endDate, coverId, cover, description, signCount}',
      input: courseIdInput,
    },
    async (request, { id }) => {
      const s = sessionOf(request);
      const row = await visibleCourse(s, id, await classScope(ctx, s));
      const signs = await ctx.db.execute(
        sql`select count(*)::int as n from course_signs where school_id = ${s.institutionId} and course_id = ${id}`,
      );
      return ok({ ...courseView(ctx, s, request.lang, row), signCount: Number(signs.rows[0].n) });
    },
  );

  app.post(
    '/garden/v1/course/insert',
    {
      config: { access: COURSE_WRITE },
      schema: {
        summary:
          'Add a course {name, courseType, placeRoomId?, teacherId?, classIds[], weekdays[1–7], startTime, endTime HH:mm, startDate, endDate, coverId?, description?}; answers {id}',
        body: courseInsertInput,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const values = await checkCourseRefs(ctx, s, request.body, await classScope(ctx, s));
      const id = await ctx.db.transaction(async (tx) => {
        const [c] = await tx
          .insert(courses)
          .values({ schoolId: s.institutionId, ...values })
          .returning({ id: courses.id });
        await tx
          .insert(courseClasses)
          .values(request.body.classIds.map((classId) => ({ schoolId: s.institutionId, courseId: c.id, classId })));
        return c.id;
      });
      return ok({ id });
    },
  );

  app.post(
    '/garden/v1/course/update',
    {
      config: { access: COURSE_WRITE },
      schema: {
        summary: 'Update course `id` (same fields as insert); a class-scoped teacher keeps the classes outside their range',
        body: courseUpdateInput,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const scope = await classScope(ctx, s);
      const current = await visibleCourse(s, request.body.id, null);
      if (scope !== null) await visibleCourse(s, request.body.id, scope);
      const values = await checkCourseRefs(ctx, s, request.body, scope);
      const kept = scope === null ? [] : current.classes.map((c) => c.id).filter((id) => !scope.includes(id));
      const classIds = [...new Set([...request.body.classIds, ...kept])];
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ ...values, updatedAt: ctx.now() })
          .where(and(eq(courses.schoolId, s.institutionId), eq(courses.id, current.id)));
        await tx.delete(courseClasses).where(and(eq(courseClasses.schoolId, s.institutionId), eq(courseClasses.courseId, current.id)));
        await tx.insert(courseClasses).values(classIds.map((classId) => ({ schoolId: s.institutionId, courseId: current.id, classId })));
      });
      return ok({ id: current.id });
    },
  );

  app.post(
    '/garden/v1/course/deleteById',
    {
      config: { access: COURSE_WRITE },
      schema: {
        summary: 'Delete course `id`; with sign-in records only when confirm=true (garden-0003 otherwise, data {signCount})',
        body: courseDeleteInput,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const { id, confirm } = request.body;
      await visibleCourse(s, id, await classScope(ctx, s));
      const signs = await ctx.db.execute(
        sql`select count(*)::int as n from course_signs where school_id = ${s.institutionId} and course_id = ${id}`,
      );
      const signCount = Number(signs.rows[0].n);
      if (signCount > 0 && !confirm) throw new AppError('garden-0003', { data: { signCount } });
      await ctx.db.delete(courses).where(and(eq(courses.schoolId, s.institutionId), eq(courses.id, id)));
      return ok(null);
    },
  );
};
