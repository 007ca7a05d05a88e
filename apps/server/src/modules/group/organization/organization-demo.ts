import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

export const organizationDemo: DemoSeeder = async () => {};
