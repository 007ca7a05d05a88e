import { GARDEN_CODES as G } from '@kg/shared';
import {
  clazzAddInput,
  clazzDeleteInput,
  clazzIdInput,
  clazzLimitQuery,
  clazzListQuery,
  clazzUpdateInput,
} from '@kg/shared/modules/garden/classes';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/envelope.ts';
import { readCall } from '../../../core/read-route.ts';
import { containsPattern, pagedQuery } from '../paged-query.ts';
import { addClazz, CLASS_COUNTS, classDetail, deleteClazz, deletePlan, updateClazz } from './class-service.ts';
import { activeClass, inRange, inSchoolCount, schoolSession, scoped } from './common.ts';

/** Classes /kid-arch/v1/teacher/clazz/*: add, update, delete, detail, query-list, is-confirm-delete, checkClazzNumLimit. */
export const clazzRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const P = '/kid-arch/v1/teacher/clazz';

  app.post(
    `${P}/add`,
    {
      config: { access: { codes: [G.clazzAdd] } },
      schema: { summary: 'Add a class {gradeId, name, sort?, maxStudents?}; answers {id}', body: clazzAddInput },
    },
    async (request) => ok({ id: await addClazz(ctx, schoolSession(request).institutionId, request.body) }),
  );

  app.post(
    `${P}/update`,
    {
      config: { access: { codes: [G.clazzUpdate] } },
      schema: { summary: 'Update an active class {id, gradeId?, name?, sort?, maxStudents? (blank = no limit)}', body: clazzUpdateInput },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      await updateClazz(ctx, s, scope, request.body);
      return ok(null);
    },
  );

  readCall(
    app,
    `${P}/is-confirm-delete`,
    {
      access: { codes: [G.clazzDelete], read: true },
      summary: 'Before deleting: {needConfirm (children in school must move), studentCount, formerCount, canDelete}',
      input: clazzIdInput,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await deletePlan(ctx.db, s, scope, q.id));
    },
  );

  app.post(
    `${P}/delete`,
    {
      config: { access: { codes: [G.clazzDelete] } },
      schema: {
        summary:
          'Delete an active class {id, moveToClazzId?}: children in school move to moveToClazzId (required when there are any); answers {moved, movedTo}',
        body: clazzDeleteInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await deleteClazz(ctx, s, scope, request.body.id, request.body.moveToClazzId));
    },
  );

  readCall(
    app,
    `${P}/detail`,
    {
      access: { codes: [G.clazz, G.clazzGet], read: true },
      summary: 'A class: grade, size limit, status, counts of children in school (graduates for a graduated class) and its teachers',
      input: clazzIdInput,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await classDetail(ctx.db, s, scope, q.id));
    },
  );

  readCall(
    app,
    `${P}/query-list`,
    {
      access: { codes: [G.clazz], read: true },
      summary: 'Active classes in range, paged, by name and grade, with counts and teacher names',
      input: clazzListQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const where = sql`c.school_id = ${s.institutionId} and c.status = 1 and ${inRange(sql`c.id`, scope)}
      ${q.name ? sql`and c.name ilike ${containsPattern(q.name)}` : sql``}
      ${q.gradeId ? sql`and c.grade_id = ${q.gradeId}` : sql``}`;
      return pagedQuery(ctx.db, {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        select: sql`select c.id, c.name, c.grade_id as "gradeId", g.name as "gradeName", g.level, c.sort, c.max_students as "maxStudents",
          c.status, ${CLASS_COUNTS},
          coalesce((select string_agg(m.real_name, '、' order by m.id) from member_class_ranges mr
            join members m on m.institution_id = mr.school_id and m.id = mr.member_id and m.status = 1
            where mr.school_id = c.school_id and mr.class_id = c.id), '') as "teacherNames",
          count(*) over () as total
        from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
        where ${where} order by g.level, g.sort, c.sort, c.id`,
        count: sql`select count(*) as n from classes c where ${where}`,
      });
    },
  );

  readCall(
    app,
    `${P}/checkClazzNumLimit`,
    {
      access: { codes: [G.clazz, G.studentAdd, G.studentUpdate], read: true },
      summary: 'Whether addCount (default 1) more children fit: {clazzId, limit (null = none), current, remaining, canAdd}',
      input: clazzLimitQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const c = await activeClass(ctx.db, s, scope, q.clazzId);
      const current = await inSchoolCount(ctx.db, s.institutionId, c.id);
      const remaining = c.maxStudents == null ? null : Math.max(0, c.maxStudents - current);
      return ok({ clazzId: c.id, limit: c.maxStudents, current, remaining, canAdd: remaining === null || remaining >= q.addCount });
    },
  );
};
