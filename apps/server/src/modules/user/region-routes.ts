import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope.ts';
import { listRegionChildren, listRegionChildrenByKey, regionIdParam, regionKeyParam } from './region-service.ts';

/** Reference data: any signed-in user, read-only sessions included. */
const REFERENCE = { codes: [] as string[], read: true };

const byParentId = z.object({ parentId: regionIdParam });
const byParentKey = z.object({ parentRegionKey: regionKeyParam, parentId: regionIdParam });

/** Region lookups of the user service (overview §9: root region parentId 1). POST as the spec, GET too. */
export const userRegionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    method: ['GET', 'POST'],
    url: '/user/v1/region/listRegionByParentId',
    config: { access: REFERENCE },
    schema: {
      summary: 'Child regions of a region id (default 1, the provinces): [{id, parentId, regionKey, name, level, isLeaf}]',
      body: byParentId.optional(),
      querystring: byParentId,
    },
    handler: async (request) => {
      const { parentId } = request.body ?? request.query;
      return ok(await listRegionChildren(ctx.db, parentId));
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/user/v1/region/listByParentRegionKey',
    config: { access: REFERENCE },
    schema: {
      summary: 'Child regions of a region key, or of parentId (default 1) when no key is given',
      body: byParentKey.optional(),
      querystring: byParentKey,
    },
    handler: async (request) => {
      const { parentRegionKey, parentId } = request.body ?? request.query;
      const list = parentRegionKey
        ? await listRegionChildrenByKey(ctx.db, parentRegionKey)
        : await listRegionChildren(ctx.db, parentId);
      return ok(list);
    },
  });
};
