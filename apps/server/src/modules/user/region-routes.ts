import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { readCall } from '../../core/read-route.ts';
import { listRegionChildren, listRegionChildrenByKey, regionIdParam, regionKeyParam } from './region-service.ts';

/** Reference data: any signed-in user, read-only sessions included. */

/** Region lookups of the user service (overview §9: root region parentId 1). */
export const userRegionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    '/user/v1/region/listRegionByParentId',
    {
      access: SIGNED_IN_READ,
      summary: 'Child regions of a region id (default 1, the provinces): [{id, parentId, regionKey, name, level, isLeaf}]',
      input: z.object({ parentId: regionIdParam }),
    },
    async (_request, { parentId }) => ok(await listRegionChildren(ctx.db, parentId)),
  );

  readCall(
    app,
    '/user/v1/region/listByParentRegionKey',
    {
      access: SIGNED_IN_READ,
      summary: 'Child regions of a region key, or of parentId (default 1) when no key is given',
      input: z.object({ parentRegionKey: regionKeyParam, parentId: regionIdParam }),
    },
    async (_request, { parentRegionKey, parentId }) =>
      ok(parentRegionKey ? await listRegionChildrenByKey(ctx.db, parentRegionKey) : await listRegionChildren(ctx.db, parentId)),
  );
};
