import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** Items, slots and two months of checks for every demo school. */
export const inspectionDemo: DemoSeeder = async () => {};
