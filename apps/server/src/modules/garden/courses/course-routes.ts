import { courseEndpoints as E } from '@kg/shared/modules/garden/courses';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { type ClassCall, serve } from '../../../core/serve.ts';
import { deleteCourse, insertCourse, listCourses, signCount, updateCourse, type Viewer, visibleCourse } from './course-data.ts';
import { checkCourseRefs } from './course-input.ts';
import { courseView } from './course-view.ts';

/** The caller as course queries see it. */
export async function viewerOf(c: ClassCall): Promise<Viewer> {
  return { schoolId: c.school.id, memberId: c.session().memberId, range: c.classes };
}

/** Courses (/garden/v1/course/*): school-scoped; class-scoped teachers see the courses of their classes. */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  serve(app, E.list, async (q, c) => {
    const page = await listCourses(db, await viewerOf(c), q);
    return { ...page, list: page.list.map((r) => courseView(ctx, c.session(), c.request.lang, r)) };
  });

  serve(app, E.detail, async ({ id }, c) => {
    const row = await visibleCourse(db, await viewerOf(c), id);
    return { ...courseView(ctx, c.session(), c.request.lang, row), signCount: await signCount(db, c.school.id, id) };
  });

  serve(app, E.add, async (b, c) => {
    const values = await checkCourseRefs(ctx, c.school.id, b, c.classes);
    return { id: await insertCourse(db, c.school.id, values, b.classIds) };
  });

  serve(app, E.update, async (b, c) => {
    const v = await viewerOf(c);
    // another school's course or one outside the range: 404 either way
    const current = await visibleCourse(db, { ...v, range: null }, b.id);
    if (v.range !== null) await visibleCourse(db, v, b.id);
    const values = await checkCourseRefs(ctx, v.schoolId, b, v.range);
    const range = v.range;
    const kept = range === null ? [] : current.classes.map((x) => x.id).filter((id) => !range.includes(id));
    await updateCourse(db, v.schoolId, current.id, values, [...new Set([...b.classIds, ...kept])], ctx.now());
    return { id: current.id };
  });

  serve(app, E.remove, async ({ id, confirm }, c) => {
    const v = await viewerOf(c);
    await visibleCourse(db, v, id);
    const n = await signCount(db, v.schoolId, id);
    if (n > 0 && !confirm) throw new AppError('garden-0003', { data: { signCount: n } });
    await deleteCourse(db, v.schoolId, id);
    return null;
  });
}
