import type { FastifyInstance } from 'fastify';
import { guideRoutes } from './guide-routes.ts';
import { schoolOverviewRoutes } from './school-overview-routes.ts';

/** The workbench every school user lands on: the school's overview and the bell's onboarding items. */
export async function workbenchModule(app: FastifyInstance): Promise<void> {
  await app.register(schoolOverviewRoutes);
  await app.register(guideRoutes);
}
