import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '../core/health-routes.ts';
import { desktopModule } from './desktop/index.ts';
import { gardenModule } from './garden/index.ts';
import { groupModule } from './group/index.ts';
import { healthModule } from './health/index.ts';
import { iamModule } from './iam/index.ts';
import { kidArchModule } from './kid-arch/index.ts';
import { messageModule } from './message/index.ts';
import { platformRoutes } from '../platform/routes.ts';
import { recipesModule } from './recipes/index.ts';
import { systemModule } from './system/index.ts';
import { userModule } from './user/index.ts';
import { workflowModule } from './workflow/index.ts';

/** Every module's routes under /api, one line each. Each route is a declared endpoint (core/serve.ts). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(iamModule);
  await app.register(userModule);
  await app.register(messageModule);
  await app.register(kidArchModule);
  await app.register(desktopModule);
  await app.register(platformRoutes);
  await app.register(gardenModule);
  await app.register(systemModule);
  await app.register(groupModule);
  await app.register(workflowModule);
  await app.register(healthModule);
  await app.register(recipesModule);
}
