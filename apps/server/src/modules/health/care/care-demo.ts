import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** Health care records and exhortations of the demo schools. */
export const careDemo: DemoSeeder = async () => {};
