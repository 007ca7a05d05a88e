import { GARDEN_CODES as G } from '@kg/shared';
import { clazzGraduateInput, clazzIdInput, clazzUpgradeInput, graduateClazzListQuery } from '@kg/shared/modules/garden/classes';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/envelope.ts';
import { notFound } from '../../../core/errors.ts';
import { readCall } from '../../../core/read-route.ts';
import { containsPattern, pagedQuery } from '../paged-query.ts';
import { classDetail } from './class-service.ts';
import { graduateClazzes, upgradeClazzes } from './class-term-service.ts';
import { inRange, scoped } from './common.ts';

const GRADUATE_READ = [G.clazz, G.student];

/** Term end: upgrade and graduation of classes, and the graduated classes (graduate list, view, options). */
export const clazzTermRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const P = '/kid-arch/v1/teacher/clazz';

  app.post(
    `${P}/upgrade`,
    {
      config: { access: { codes: [G.clazzUpgrade] } },
      schema: {
        summary:
          'Term end: classes {clazzIds, renames?: [{id, name}]} move to the next grade, all or nothing; top-grade classes graduate instead',
        body: clazzUpgradeInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await upgradeClazzes(ctx, s, scope, request.body));
    },
  );

  app.post(
    `${P}/graduate`,
    {
      config: { access: { codes: [G.clazzGraduate] } },
      schema: {
        summary:
          'Top-grade classes {clazzIds, graduatedAt? (default today)} graduate with their children in school; answers {clazzCount, studentCount, graduatedAt}',
        body: clazzGraduateInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await graduateClazzes(ctx, s, scope, request.body));
    },
  );

  readCall(
    app,
    `${P}/graduate/query-list`,
    {
      access: { codes: GRADUATE_READ, read: true },
      summary:
        'Graduated classes in range, paged, by name and graduation year: {id, name, gradeName, graduatedAt, graduateYear, studentCount, teacherNames}',
      input: graduateClazzListQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const where = sql`c.school_id = ${s.institutionId} and c.status = 2 and ${inRange(sql`c.id`, scope)}
      ${q.name ? sql`and c.name ilike ${containsPattern(q.name)}` : sql``}
      ${q.graduateYear ? sql`and extract(year from c.graduated_at) = ${q.graduateYear}` : sql``}`;
      return pagedQuery(ctx.db, {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        select: sql`select c.id, c.name, c.grade_id as "gradeId", g.name as "gradeName", c.graduated_at as "graduatedAt",
          extract(year from c.graduated_at)::int as "graduateYear",
          (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 2)::int as "studentCount",
          coalesce((select string_agg(m.real_name, '、' order by m.id) from member_class_ranges mr
            join members m on m.institution_id = mr.school_id and m.id = mr.member_id
            where mr.school_id = c.school_id and mr.class_id = c.id), '') as "teacherNames",
          count(*) over () as total
        from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
        where ${where} order by c.graduated_at desc nulls last, c.sort, c.id`,
        count: sql`select count(*) as n from classes c where ${where}`,
      });
    },
  );

  readCall(
    app,
    `${P}/graduate/clazz-detail`,
    {
      access: { codes: GRADUATE_READ, read: true },
      summary: 'A graduated class: grade, graduatedAt, counts of its graduates, teachers',
      input: clazzIdInput,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const d = await classDetail(ctx.db, s, scope, q.id);
      if (d.status !== 2) throw notFound();
      return ok(d);
    },
  );

  readCall(
    app,
    `${P}/graduate/option-clazz-graduate`,
    {
      access: { codes: GRADUATE_READ, read: true },
      summary: 'Graduated class options in range, newest first [{id, name, graduatedAt, graduateYear}]',
      input: z.object({ graduateYear: graduateClazzListQuery.shape.graduateYear }),
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const r =
        await ctx.db.execute(sql`select c.id, c.name, c.graduated_at as "graduatedAt", extract(year from c.graduated_at)::int as "graduateYear"
      from classes c where c.school_id = ${s.institutionId} and c.status = 2 and ${inRange(sql`c.id`, scope)}
        ${q.graduateYear ? sql`and extract(year from c.graduated_at) = ${q.graduateYear}` : sql``}
      order by c.graduated_at desc nulls last, c.sort, c.id`);
      return ok(r.rows);
    },
  );
};
