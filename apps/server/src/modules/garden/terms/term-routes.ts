import { GARDEN_CODES as G } from '@kg/shared';
import { termAddSchema, termIdSchema, termListQuery, termUpdateSchema } from '@kg/shared/modules/garden/terms';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { readCall } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { todayInChina } from '../../kid-arch/index.ts';
import { pagedQuery } from '../paged-query.ts';
import { schoolOf } from '../staff/staff-guards.ts';
import { assertTermFits, checkTermDates, currentTerm, graduatingTerm, TERM_COLUMNS, type TermRow, termView } from './term-service.ts';

const PREFIX = '/kid-arch/v1/teacher/schoolTerm';

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Term time settings per school year: autumn (1) and spring (2), no overlaps. */
export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    `${PREFIX}/query-list`,
    {
      access: { codes: [G.term], read: true },
      summary:
        'Terms of the school, newest first, paged; filter schoolYear. Rows: id, schoolYear, termType, name, startDate, endDate, current',
      input: termListQuery,
    },
    async (request, q) => {
      const schoolId = schoolOf(sessionOf(request));
      const where = sql`school_id = ${schoolId} ${q.schoolYear ? sql`and school_year = ${q.schoolYear}` : sql``}`;
      const res = await pagedQuery<TermRow>(ctx.db, {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        count: sql`select count(*)::int as n from school_terms where ${where}`,
        select: (cut) => sql`select ${TERM_COLUMNS}, count(*) over () as total from school_terms where ${where}
        order by school_year desc, term_type desc ${cut}`,
      });
      const today = todayInChina(ctx.now());
      return { ...res, data: { ...res.data, list: res.data.list.map((t) => termView(t, today, request.lang)) } };
    },
  );

  for (const verb of ['add', 'update'] as const) {
    app.post(
      `${PREFIX}/${verb}`,
      {
        config: { access: { codes: [G.termEdit] } },
        schema: {
          summary:
            verb === 'add'
              ? 'Add a term: {schoolYear, termType (1 autumn, 2 spring), startDate, endDate}; one per year and type, no overlaps'
              : 'Update a term: {id, schoolYear, termType, startDate, endDate}',
          body: verb === 'add' ? termAddSchema : termUpdateSchema,
        },
      },
      async (request) => {
        const schoolId = schoolOf(sessionOf(request));
        const body = request.body as z.infer<typeof termUpdateSchema> | z.infer<typeof termAddSchema>;
        const id = 'id' in body ? body.id : null;
        const t = checkTermDates(body, ctx.now());
        try {
          const saved = await ctx.db.transaction(async (tx) => {
            if (id !== null) {
              const found = await tx.execute(sql`select id from school_terms where school_id = ${schoolId} and id = ${id} for update`);
              if (found.rows.length === 0) throw notFound();
            }
            await assertTermFits(tx, schoolId, t, id);
            const r =
              id === null
                ? await tx.execute(sql`insert into school_terms (school_id, school_year, term_type, start_date, end_date)
                values (${schoolId}, ${t.schoolYear}, ${t.termType}, ${t.startDate}, ${t.endDate}) returning ${TERM_COLUMNS}`)
                : await tx.execute(sql`update school_terms set school_year = ${t.schoolYear}, term_type = ${t.termType},
                start_date = ${t.startDate}, end_date = ${t.endDate} where school_id = ${schoolId} and id = ${id} returning ${TERM_COLUMNS}`);
            return r.rows[0] as unknown as TermRow;
          });
          return ok(termView(saved, todayInChina(ctx.now()), request.lang));
        } catch (e) {
          if (isUniqueViolation(e)) throw new AppError('kid-arch-0012', { field: 'termType' });
          throw e;
        }
      },
    );
  }

  app.post(
    `${PREFIX}/delete`,
    {
      config: { access: { codes: [G.termEdit] } },
      schema: { summary: 'Delete a term: {id}', body: termIdSchema },
    },
    async (request) => {
      const schoolId = schoolOf(sessionOf(request));
      const r = await ctx.db.execute(sql`delete from school_terms where school_id = ${schoolId} and id = ${request.body.id} returning id`);
      if (r.rows.length === 0) throw notFound();
      return ok(null);
    },
  );

  readCall(
    app,
    `${PREFIX}/current`,
    {
      access: SIGNED_IN_READ,
      summary: 'The term holding today (Asia/Shanghai) or null, with the current schoolYear',
      input: z.object({}),
    },
    async (request) => {
      const schoolId = schoolOf(sessionOf(request));
      const term = await currentTerm(ctx, schoolId);
      return ok(term ? termView(term, todayInChina(ctx.now()), request.lang) : null);
    },
  );

  readCall(
    app,
    `${PREFIX}/queryGraduatingClassTerm`,
    {
      access: SIGNED_IN_READ,
      summary:
        'The term in which the top-grade classes graduate: the spring term of the current school year ' +
        '({schoolYear, schoolYearName, termType: 2, term|null, graduationDate})',
      input: z.object({}),
    },
    async (request) => ok(await graduatingTerm(ctx, schoolOf(sessionOf(request)), request.lang)),
  );
};
