import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { readCall } from '../../core/read-route.ts';
import { listRegionChildren, loadRegionTree, type RegionNode, regionIdParam } from '../user/index.ts';

/** Region lookups of the school service: the whole cascader tree and one level by parent. */
export const kidArchRegionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Regions never change at run time: the tree is built once per process, on first use.
  let tree: Promise<RegionNode[]> | null = null;
  const regionTree = () => {
    tree ??= loadRegionTree(ctx.db).catch((err: unknown) => {
      tree = null; // a failed load is retried by the next call
      throw err;
    });
    return tree;
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/kid-arch/v1/teacher/region/getAll',
    config: { access: SIGNED_IN_READ },
    schema: { summary: 'Province → city → district tree: [{id, parentId, regionKey, name, level, isLeaf, children}]' },
    handler: async () => ok(await regionTree()),
  });

  readCall(
    app,
    '/kid-arch/v1/teacher/region/getListByParentId',
    {
      access: SIGNED_IN_READ,
      summary: 'Child regions of a region id (default 1, the provinces)',
      input: z.object({ parentId: regionIdParam }),
    },
    async (_request, { parentId }) => ok(await listRegionChildren(ctx.db, parentId)),
  );
};
