import { userEndpoints as E } from '@kg/shared/modules/platform/user';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../core/serve.ts';
import { listRegionChildren, listRegionChildrenByKey } from './region-service.ts';

/** Region lookups of the user service (overview §9: root region parentId 1); reference data for any signed-in user. */
export async function userRegionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.regionsById, ({ parentId }) => listRegionChildren(db, parentId));
  serve(app, E.regionsByKey, ({ parentRegionKey, parentId }) =>
    parentRegionKey ? listRegionChildrenByKey(db, parentRegionKey) : listRegionChildren(db, parentId),
  );
}
