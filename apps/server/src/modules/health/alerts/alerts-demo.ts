import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** Thresholds and the alert the seeded fever cluster raises. */
export const alertsDemo: DemoSeeder = async () => {};
