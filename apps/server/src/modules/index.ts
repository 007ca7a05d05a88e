import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '../core/health-routes.ts';
import { registerExtensions } from '../platform/extensions/index.ts';
import { platformRoutes } from '../platform/routes.ts';
import { accountsModule } from './accounts/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { MODULE_CONTRIBUTIONS } from './contributions.ts';
import { gardenModule } from './garden/index.ts';
import { groupModule } from './group/index.ts';
import { healthModule } from './health/index.ts';
import { recipesModule } from './recipes/index.ts';
import { regionsModule } from './regions/index.ts';
import { systemModule } from './system/index.ts';
import { workbenchModule } from './workbench/index.ts';
import { workflowModule } from './workflow/index.ts';

/** Every module's routes under /api, one line each. Each route is a declared endpoint (core/serve.ts). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // first: the modules' routes read each other's contributions from the app's registries
  registerExtensions(app, MODULE_CONTRIBUTIONS);
  await app.register(healthRoutes);
  await app.register(accountsModule);
  await app.register(regionsModule);
  await app.register(workbenchModule);
  await app.register(platformRoutes);
  await app.register(gardenModule);
  await app.register(systemModule);
  await app.register(groupModule);
  await app.register(workflowModule);
  await app.register(healthModule);
  await app.register(recipesModule);
  await app.register(attendanceModule);
}
