import type { FastifyInstance } from 'fastify';
import { groupSchoolRoutes } from './group-school-routes.ts';
import { guideRoutes } from './guide-routes.ts';
import { schoolOverviewRoutes } from './school-overview-routes.ts';
import { wechatConfigRoutes } from './wechat-config-routes.ts';

/** The calls of the desktop pages (workbench, bell, group home, user information). */
export async function desktopModule(app: FastifyInstance): Promise<void> {
  await app.register(schoolOverviewRoutes);
  await app.register(guideRoutes);
  await app.register(groupSchoolRoutes);
  await app.register(wechatConfigRoutes);
}
