import type { FastifyInstance } from 'fastify';
import { studentAreaRoutes } from './children/index.ts';
import { classBrandRoutes } from './class-brand/index.ts';
import { classAreaRoutes } from './classes/index.ts';
import { courseAreaRoutes } from './courses/index.ts';
import { gradeRoutes } from './grades/index.ts';
import { graduateAreaRoutes } from './graduates/index.ts';
import { positionRoutes } from './positions/position-routes.ts';
import { roomRoutes } from './rooms/index.ts';
import { staffRoutes } from './staff/index.ts';
import { termRoutes } from './terms/term-routes.ts';

// the school's figures (children, classes, staff) the workbench and the group home read through the platform
export { gardenContributions } from './contributions.ts';
// What other modules may use: the seed's garden demo data, staff accounts.
export { gardenDemo } from './demo/index.ts';
// the school's account management creates staff accounts and resets passwords the way staff management does
export { checkAdd as checkStaffAdd } from './staff/staff-input.ts';
export { resetStaffPassword } from './staff/staff-status-service.ts';
export { addStaff } from './staff/staff-write-service.ts';

/** Garden management: one plugin per area. */
export async function gardenModule(app: FastifyInstance): Promise<void> {
  await app.register(staffRoutes);
  await app.register(positionRoutes);
  await app.register(termRoutes);
  await app.register(gradeRoutes);
  await app.register(classAreaRoutes);
  await app.register(studentAreaRoutes);
  await app.register(graduateAreaRoutes);
  await app.register(roomRoutes);
  await app.register(courseAreaRoutes);
  await app.register(classBrandRoutes);
}
