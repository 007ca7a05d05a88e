import { kidArchEndpoints as E } from '@kg/shared/modules/platform/kid-arch';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../core/serve.ts';
import { listRegionChildren, loadRegionTree, type RegionNode } from '../user/index.ts';

/** Region lookups of the school service: the whole cascader tree and one level by parent. */
export async function kidArchRegionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  // Regions never change at run time: the tree is built once per process, on first use.
  let tree: Promise<RegionNode[]> | null = null;
  const regionTree = () => {
    tree ??= loadRegionTree(db).catch((err: unknown) => {
      tree = null; // a failed load is retried by the next call
      throw err;
    });
    return tree;
  };

  serve(app, E.regionTree, () => regionTree());
  serve(app, E.regions, ({ parentId }) => listRegionChildren(db, parentId));
}
