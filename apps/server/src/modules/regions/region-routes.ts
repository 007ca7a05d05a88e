import { regionEndpoints as E } from '@kg/shared/modules/regions/regions';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../core/serve.ts';
import { listRegionChildren, listRegionChildrenByKey, loadRegionTree, type RegionNode } from './region-data.ts';

/**
 * Region lookups (overview §9: root region parentId 1), reference data for any signed-in user.
 * The seed declares them under two services' paths (regions.ts); one handler answers each kind of lookup.
 */
export async function regionRoutes(app: FastifyInstance): Promise<void> {
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
  const byParent = ({ parentId }: { parentId: number }) => listRegionChildren(db, parentId);

  serve(app, E.regionsById, byParent);
  serve(app, E.regions, byParent);
  serve(app, E.regionsByKey, ({ parentRegionKey, parentId }) =>
    parentRegionKey ? listRegionChildrenByKey(db, parentRegionKey) : listRegionChildren(db, parentId),
  );
  serve(app, E.regionTree, () => regionTree());
}
