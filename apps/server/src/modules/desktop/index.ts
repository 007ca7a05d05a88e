import type { FastifyInstance } from 'fastify';
import { guideRoutes } from './guide-routes.ts';
import { schoolOverviewRoutes } from './school-overview-routes.ts';
import { wechatConfigRoutes } from './wechat-config-routes.ts';

/** The calls of the desktop pages (workbench, bell, user information). */
export async function desktopModule(app: FastifyInstance): Promise<void> {
  await app.register(schoolOverviewRoutes);
  await app.register(guideRoutes);
  await app.register(wechatConfigRoutes);
}
