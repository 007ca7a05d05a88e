import { GARDEN_CODES as G } from '@kg/shared';
import {
  GRADE_LEVELS,
  gradeAddInput,
  gradeIdInput,
  gradeListQuery,
  gradeUpdateInput,
  nextGradeQuery,
  TOP_GRADE_LEVEL,
} from '@kg/shared/modules/garden/grades';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/envelope.ts';
import { fieldError, notFound } from '../../../core/errors.ts';
import { readCall } from '../../../core/read-route.ts';
import { classInScope } from '../class-scope.ts';
import { anyId, findClass, schoolSession, scoped } from '../classes/common.ts';
import { containsPattern, pagedQuery } from '../paged-query.ts';
import { addGrade, deleteGrade, findGrade, nextGradeOf, updateGrade } from './grade-service.ts';

/**
 * Grades /kid-arch/v1/teacher/grade/* (domain §7). A school has one grade per level
 * (托班 0, 小班 1, 中班 2, 大班 3), which makes "the next grade" of an upgrade well defined.
 */
export const gradeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const P = '/kid-arch/v1/teacher/grade';

  readCall(
    app,
    `${P}/query-grade-option`,
    {
      access: { codes: [G.grade, G.clazz, G.student, G.teacher], read: true },
      summary: 'Grade options [{id, name, level, levelName, sort}] by level; a teacher sees the grades of the classes in range',
      input: z.object({}),
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      const inRange =
        scope === null
          ? sql`true`
          : sql`exists (select 1 from classes c where c.school_id = g.school_id and c.grade_id = g.id and c.id = ${anyId(scope)})`;
      const r = await ctx.db.execute(sql`select g.id, g.name, g.level, g.sort from grades g
      where g.school_id = ${s.institutionId} and ${inRange} order by g.level, g.sort, g.id`);
      return ok(
        (r.rows as { level: number }[]).map((g) => ({ ...g, levelName: GRADE_LEVELS.find((l) => l.value === g.level)?.label ?? '' })),
      );
    },
  );

  readCall(
    app,
    `${P}/query-list`,
    {
      access: { codes: [G.grade], read: true },
      summary: 'Grades, paged, searchable by name, with counts of active classes and children in school',
      input: gradeListQuery,
    },
    async (request, q) => {
      const s = schoolSession(request);
      const name = q.name ? sql`and g.name ilike ${containsPattern(q.name)}` : sql``;
      return pagedQuery(ctx.db, {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        select: sql`select g.id, g.name, g.level, g.sort, g.created_at as "createdAt",
          (select count(*) from classes c where c.school_id = g.school_id and c.grade_id = g.id and c.status = 1)::int as "clazzCount",
          (select count(*) from students st join classes c on c.school_id = st.school_id and c.id = st.class_id
            where st.school_id = g.school_id and c.grade_id = g.id and st.status = 1)::int as "studentCount",
          count(*) over () as total
        from grades g where g.school_id = ${s.institutionId} ${name}
        order by g.level, g.sort, g.id`,
        count: sql`select count(*) as n from grades g where g.school_id = ${s.institutionId} ${name}`,
      });
    },
  );

  app.post(
    `${P}/add`,
    {
      config: { access: { codes: [G.gradeAdd] } },
      schema: { summary: 'Add a grade {name, level 0–3, sort}; answers {id}', body: gradeAddInput },
    },
    async (request) => ok({ id: await addGrade(ctx, schoolSession(request).institutionId, request.body) }),
  );

  app.post(
    `${P}/update`,
    {
      config: { access: { codes: [G.gradeUpdate] } },
      schema: { summary: 'Update a grade {id, name?, level?, sort?}', body: gradeUpdateInput },
    },
    async (request) => {
      await updateGrade(ctx, schoolSession(request).institutionId, request.body);
      return ok(null);
    },
  );

  app.post(
    `${P}/delete`,
    {
      config: { access: { codes: [G.gradeDelete] } },
      schema: { summary: 'Delete a grade that has no classes (active or graduated)', body: gradeIdInput },
    },
    async (request) => {
      await deleteGrade(ctx, schoolSession(request).institutionId, request.body.id);
      return ok(null);
    },
  );

  readCall(
    app,
    `${P}/next-grade`,
    {
      access: { codes: [G.grade, G.clazz], read: true },
      summary:
        'The grade after `gradeId` (or after the grade of class `clazzId`): {gradeId, level, isTopGrade, nextGrade: {id, name, level} | null}',
      input: nextGradeQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      let gradeId = q.gradeId;
      if (q.clazzId !== undefined) {
        const c = classInScope(scope, q.clazzId) ? await findClass(ctx.db, s.institutionId, q.clazzId) : null;
        if (!c) throw notFound();
        gradeId = c.gradeId;
      }
      if (gradeId === undefined) throw fieldError('gradeId', '请指定年级或班级', 'give gradeId or clazzId');
      const grade = await findGrade(ctx.db, s.institutionId, gradeId);
      if (!grade) throw notFound();
      const next = await nextGradeOf(ctx.db, s.institutionId, grade.level);
      return ok({
        gradeId: grade.id,
        level: grade.level,
        isTopGrade: grade.level >= TOP_GRADE_LEVEL,
        nextGrade: next,
        canUpgrade: grade.level < TOP_GRADE_LEVEL && next !== null,
      });
    },
  );
};
