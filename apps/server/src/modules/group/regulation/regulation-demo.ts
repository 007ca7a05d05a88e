import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

export const regulationDemo: DemoSeeder = async () => {};
