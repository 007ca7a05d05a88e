import type { FastifyInstance } from 'fastify';
import type { DemoSeeder } from '../../platform/demo/index.ts';
import { organizationDemo } from './organization/organization-demo.ts';
import { organizationRoutes } from './organization/organization-routes.ts';
import { regulatedRoutes } from './regulation/regulated-routes.ts';
import { regulationDemo } from './regulation/regulation-demo.ts';
import { regulationRoutes } from './regulation/regulation-routes.ts';
import { regulatorSchoolRoutes } from './regulation/regulator-school-routes.ts';
import { groupRoleDemo } from './roles/group-role-demo.ts';
import { groupRoleRoutes } from './roles/group-role-routes.ts';
import { groupSchoolDemo } from './schools/group-school-demo.ts';
import { groupSchoolRoutes } from './schools/group-school-routes.ts';
import { refreshAllFigures } from './schools/school-figures.ts';

/** The group console (schools, organisation and employees, group roles), the supervising authority's console and home, a school's supervision mark. */
export async function groupModule(app: FastifyInstance): Promise<void> {
  await app.register(groupSchoolRoutes);
  await app.register(organizationRoutes);
  await app.register(groupRoleRoutes);
  await app.register(regulationRoutes);
  await app.register(regulatorSchoolRoutes);
  await app.register(regulatedRoutes);
}

/** The consoles' demo: schools first (employees are scoped over them), then organisation, roles, authorities, figures. */
export const groupDemo: DemoSeeder = async (tx, world) => {
  await groupSchoolDemo(tx, world);
  await organizationDemo(tx, world);
  await groupRoleDemo(tx, world);
  await regulationDemo(tx, world);
  // last: every school's figures as the whole demo world left them (the job keeps them after)
  await refreshAllFigures(tx, world.extensions.dashboardMetrics);
};
