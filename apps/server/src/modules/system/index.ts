import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/account-routes.ts';
import { roleRoutes } from './roles/role-routes.ts';
import { schoolRoutes } from './school/school-routes.ts';

/** The school's own set-up: profile, platform settings and supervision; accounts; roles and permissions. */
export async function systemModule(app: FastifyInstance): Promise<void> {
  await app.register(schoolRoutes);
  await app.register(accountRoutes);
  await app.register(roleRoutes);
}

export { accountsDemo } from './accounts/account-demo.ts';
export { rolesDemo } from './roles/role-demo.ts';
export { schoolDemo } from './school/school-demo.ts';
export { schoolSettingsOf } from './school/settings-data.ts';
