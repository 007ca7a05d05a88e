import { GARDEN_CODES as G, hasEmoji } from '@kg/shared';
import { positionAddSchema, positionIdSchema, positionListQuery, positionUpdateSchema } from '@kg/shared/modules/garden/positions';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/envelope.ts';
import { AppError, fieldError, notFound } from '../../../core/errors.ts';
import { readCall } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { containsPattern, pagedQuery } from '../paged-query.ts';
import { schoolOf } from '../staff/staff-guards.ts';

const PREFIX = '/kid-arch/v1/teacher/job';

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Unique names per school: the index answers races, this answers people. */
async function withNameCheck<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (hasEmoji(name)) throw fieldError('name', '岗位名称不能包含表情符号', 'the name cannot contain emoji');
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('kid-arch-0010', { field: 'name' });
    throw e;
  }
}

/**
 * Job positions of a school (园长, 班主任, 保育员, …), which staff hold through member_positions.
 * Deleting a position that staff still hold is refused (kid-arch-0011 with memberCount):
 * the director changes those staff first, so nobody loses a position silently.
 */
export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    `${PREFIX}/query-list`,
    {
      access: { codes: [G.position], read: true },
      summary: 'Positions of the school, paged, name filter; rows: id, name, description, sort, memberCount (active holders)',
      input: positionListQuery,
    },
    async (request, q) => {
      const schoolId = schoolOf(sessionOf(request));
      const where = sql`p.school_id = ${schoolId} ${q.name ? sql`and p.name ilike ${containsPattern(q.name)}` : sql``}`;
      return pagedQuery(ctx.db, {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        count: sql`select count(*)::int as n from positions p where ${where}`,
        select: (cut) => sql`with pg as (select p.*, count(*) over () as total from positions p where ${where} order by p.sort, p.id ${cut})
        select pg.id, pg.name, pg.description, pg.sort, pg.created_at as "createdAt",
          (select count(*)::int from member_positions mp join members m on m.institution_id = mp.school_id and m.id = mp.member_id
            where mp.school_id = pg.school_id and mp.position_id = pg.id and m.status = 1) as "memberCount",
          pg.total
        from pg order by pg.sort, pg.id`,
      });
    },
  );

  readCall(
    app,
    `${PREFIX}/option`,
    {
      access: { codes: [G.position, G.teacher], read: true },
      summary: 'All positions of the school as options: [{id, name}] in display order (staff forms and search)',
      input: z.object({}),
    },
    async (request) => {
      const schoolId = schoolOf(sessionOf(request));
      const r = await ctx.db.execute(sql`select id, name from positions where school_id = ${schoolId} order by sort, id`);
      return ok(r.rows);
    },
  );

  app.post(
    `${PREFIX}/add`,
    {
      config: { access: { codes: [G.positionEdit] } },
      schema: { summary: 'Add a position: {name (unique in the school, ≤20), description?, sort?}; answers {id}', body: positionAddSchema },
    },
    async (request) => {
      const schoolId = schoolOf(sessionOf(request));
      const { name, description, sort } = request.body;
      const r = await withNameCheck(name, () =>
        ctx.db.execute(sql`insert into positions (school_id, name, description, sort)
      values (${schoolId}, ${name}, ${description ?? null}, ${sort ?? 0}) returning id`),
      );
      return ok({ id: (r.rows[0] as { id: number }).id });
    },
  );

  app.post(
    `${PREFIX}/update`,
    {
      config: { access: { codes: [G.positionEdit] } },
      schema: { summary: 'Update a position: {id, name, description?, sort?}', body: positionUpdateSchema },
    },
    async (request) => {
      const schoolId = schoolOf(sessionOf(request));
      const { id, name, description, sort } = request.body;
      const r = await withNameCheck(name, () =>
        ctx.db.execute(sql`update positions set name = ${name},
        description = ${description === undefined ? sql`description` : description},
        sort = ${sort === undefined ? sql`sort` : sort}
      where school_id = ${schoolId} and id = ${id} returning id`),
      );
      if (r.rows.length === 0) throw notFound();
      return ok({ id });
    },
  );

  app.post(
    `${PREFIX}/delete`,
    {
      config: { access: { codes: [G.positionEdit] } },
      schema: {
        summary: 'Delete a position nobody holds (active or departed staff); otherwise kid-arch-0011 with memberCount',
        body: positionIdSchema,
      },
    },
    async (request) => {
      const schoolId = schoolOf(sessionOf(request));
      const { id } = request.body;
      await ctx.db.transaction(async (tx) => {
        const found = await tx.execute(sql`select id from positions where school_id = ${schoolId} and id = ${id} for update`);
        if (found.rows.length === 0) throw notFound();
        const held = await tx.execute(
          sql`select count(*)::int as n from member_positions where school_id = ${schoolId} and position_id = ${id}`,
        );
        const memberCount = (held.rows[0] as { n: number }).n;
        if (memberCount > 0) throw new AppError('kid-arch-0011', { data: { memberCount } });
        await tx.execute(sql`delete from positions where school_id = ${schoolId} and id = ${id}`);
      });
      return ok(null);
    },
  );
};
