import { GARDEN_CODES } from '@kg/shared';
import {
  brandContentAddInput,
  brandContentFindQuery,
  brandContentIdInput,
  brandContentUpdateInput,
} from '@kg/shared/modules/garden/class-brand';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { notFound } from '../../../core/errors.ts';
import { readCall } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { classScope, inScope } from '../class-scope.ts';
import { containsPattern, pagedQuery } from '../paged-query.ts';
import { type BrandRow, brandView, checkBrandInput } from './brand-input.ts';

const BRAND_READ: Access = { codes: [GARDEN_CODES.classBrand, GARDEN_CODES.garden], read: true };
const BRAND_WRITE: Access = { codes: [GARDEN_CODES.classBrand] };

/** Class brand content (/garden/v1/classBrand/content/*): class-scoped, teachers only for their classes. */
export const classBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** The content's class if it is in the caller's school and range, else 404 common-0405. */
  async function ownedContent(s: ReturnType<typeof sessionOf>, id: number, scope: number[] | null) {
    const r = await ctx.db.execute(sql`select class_id as "classId" from class_brand_contents b
      where b.school_id = ${s.institutionId} and b.id = ${id} and ${inScope(sql`b.class_id`, scope)}`);
    if (r.rows.length === 0) throw notFound();
  }

  readCall(
    app,
    '/garden/v1/classBrand/content/find',
    {
      access: BRAND_READ,
      summary:
        'Brand contents of the classes in range, paged: filters classId, contentType, title; items {id, classId, className, contentType, contentTypeName, title, content, imageIds, images, startDate, endDate, createdBy, createdByName, createdAt, updatedAt}',
      input: brandContentFindQuery,
    },
    async (request, q) => {
      const s = sessionOf(request);
      const scope = await classScope(ctx, s);
      const where = sql`b.school_id = ${s.institutionId} and ${inScope(sql`b.class_id`, scope)}
      ${q.classId ? sql`and b.class_id = ${q.classId}` : sql``}
      ${q.contentType ? sql`and b.content_type = ${q.contentType}` : sql``}
      ${q.title ? sql`and b.title ilike ${containsPattern(q.title)}` : sql``}`;
      const result = await pagedQuery<BrandRow>(ctx.db, {
        select: sql`select b.id, b.class_id as "classId", cl.name as "className", b.content_type as "contentType", b.title, b.content,
          b.image_urls as "imageRefs", b.start_date as "startDate", b.end_date as "endDate", b.created_by as "createdBy",
          m.real_name as "createdByName", b.created_at as "createdAt", b.updated_at as "updatedAt", count(*) over () as total
        from class_brand_contents b
        join classes cl on cl.school_id = b.school_id and cl.id = b.class_id
        left join members m on m.institution_id = b.school_id and m.id = b.created_by
        where ${where} order by b.id desc`,
        count: sql`select count(*) as n from class_brand_contents b where ${where}`,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      });
      return ok({ ...result.data, list: result.data.list.map((r) => brandView(ctx, s, request.lang, r)) });
    },
  );

  app.post(
    '/garden/v1/classBrand/content/add',
    {
      config: { access: BRAND_WRITE },
      schema: {
        summary:
          'Add content to a class in range {classId, contentType 1–4, title, content?, imageIds? (≤9 uploaded image ids), startDate?, endDate?}; answers {id}',
        body: brandContentAddInput,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const v = await checkBrandInput(ctx, s, request.body, await classScope(ctx, s));
      const r = await ctx.db.execute(sql`insert into class_brand_contents
        (school_id, class_id, content_type, title, content, image_urls, start_date, end_date, created_by)
      values (${s.institutionId}, ${v.classId}, ${v.contentType}, ${v.title}, ${v.content}, ${JSON.stringify(v.imageUrls)}::jsonb,
        ${v.startDate}, ${v.endDate}, ${s.memberId}) returning id`);
      return ok({ id: Number(r.rows[0].id) });
    },
  );

  app.post(
    '/garden/v1/classBrand/content/update',
    {
      config: { access: BRAND_WRITE },
      schema: {
        summary: 'Update content `id` (same fields as add); both its class and the new class must be in range',
        body: brandContentUpdateInput,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const scope = await classScope(ctx, s);
      await ownedContent(s, request.body.id, scope);
      const v = await checkBrandInput(ctx, s, request.body, scope);
      await ctx.db.execute(sql`update class_brand_contents set class_id = ${v.classId}, content_type = ${v.contentType}, title = ${v.title},
        content = ${v.content}, image_urls = ${JSON.stringify(v.imageUrls)}::jsonb, start_date = ${v.startDate}, end_date = ${v.endDate},
        updated_at = now()
      where school_id = ${s.institutionId} and id = ${request.body.id}`);
      return ok({ id: request.body.id });
    },
  );

  app.post(
    '/garden/v1/classBrand/content/delete',
    {
      config: { access: BRAND_WRITE },
      schema: { summary: 'Delete content `id` of a class in range', body: brandContentIdInput },
    },
    async (request) => {
      const s = sessionOf(request);
      await ownedContent(s, request.body.id, await classScope(ctx, s));
      await ctx.db.execute(sql`delete from class_brand_contents where school_id = ${s.institutionId} and id = ${request.body.id}`);
      return ok(null);
    },
  );
};
