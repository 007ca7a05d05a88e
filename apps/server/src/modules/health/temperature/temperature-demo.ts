import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** Staff temperatures of the demo schools. */
export const temperatureDemo: DemoSeeder = async () => {};
