import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupSchoolRoutes } from './group-school-routes.ts';
import { guideRoutes } from './guide-routes.ts';
import { schoolOverviewRoutes } from './school-overview-routes.ts';
import { wechatConfigRoutes } from './wechat-config-routes.ts';

/** The calls of the desktop pages (workbench, bell, group home, user information). */
export const desktopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(schoolOverviewRoutes);
  await app.register(guideRoutes);
  await app.register(groupSchoolRoutes);
  await app.register(wechatConfigRoutes);
};
