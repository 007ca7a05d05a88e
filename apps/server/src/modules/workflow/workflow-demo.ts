import type { DemoSeeder } from '../../seed/demo-seeder.ts';

export const workflowDemo: DemoSeeder = async () => {};
