import { groupSchoolEndpoints as E } from '@kg/shared/modules/group/schools';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { groupDetail, saveGroupProfile } from './group-profile-data.ts';
import { createSchool } from './school-create-service.ts';
import { schoolDetail, updateSchool } from './school-detail-service.ts';
import { scheduleFigures } from './school-figures.ts';
import { listSchools } from './school-list-data.ts';
import { gardenTree, groupAuthorities, scopeTree } from './school-tree-data.ts';

/** The group's schools: the home list, creation and edit, the trees, the authorities, the group's own profile. */
export async function groupSchoolRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  scheduleFigures(ctx, app.extensions.dashboardMetrics);
  serve(app, E.list, (q, c) => listSchools(db, c.session(), q));
  serve(app, E.create, async (input, c) => ({
    id: await createSchool(ctx, app.extensions.onSchoolCreated, c.session(), input, c.request.ip),
  }));
  serve(app, E.gardenTree, (_in, c) => gardenTree(db, c.session()));
  serve(app, E.scopeTree, (_in, c) => scopeTree(db, c.session()));
  serve(app, E.authorities, (_in, c) => groupAuthorities(db, c.session()));
  serve(app, E.groupDetail, (_in, c) => groupDetail(ctx, c.session()));
  serve(app, E.groupUpdate, async (p, c) => {
    await saveGroupProfile(ctx, c.session(), p);
    return null;
  });
  serve(app, E.detail, ({ schoolId }, c) => schoolDetail(db, c.session(), schoolId));
  serve(app, E.update, async (u, c) => {
    await updateSchool(ctx, c.session(), u, c.request.ip);
    return null;
  });
}
