import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { seedDemoGraduates } from './demo-graduates.ts';
import { seedDemoPlaces } from './demo-places.ts';
import { seedDemoStaff } from './demo-staff.ts';

/** Garden's demo data beyond the base world: graduated classes, staff profiles, places and courses. */
export const gardenDemo: DemoSeeder = async (tx, world) => {
  await seedDemoGraduates(tx, world.schoolIds);
  await seedDemoStaff(tx, world.schoolIds);
  await seedDemoPlaces(tx, world.schoolIds);
};
